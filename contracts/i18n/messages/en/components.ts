/** The shared components' words: dialogs, buttons, fields, progress, the AI provider question. */
export const components = {
  'components.backToHome': 'Back to Home',
  'components.cancel': 'Cancel',
  'components.close': 'Close',
  'components.closeNotification': 'Close notification',
  'components.tryAgain': 'Try again',
  'components.loading': 'Loading',
  'components.showPassword': 'Show password',
  'components.takePhoto': 'Take a photo',
  'components.newPassword.label': 'New password',
  'components.newPassword.hint': 'At least {min} characters. A long passphrase is best.',
  'components.progress.percent': '{percent}%',
  'components.account.shop': 'Shop',
  'components.account.logOut': 'Log out',
  'components.aiProvider.withProvider':
    "With your permission, Kritzel sends your child's drawings and recordings to an external AI provider for a richer, more detailed analysis. They are used only for that analysis and are not used to train AI models.",
  'components.aiProvider.withoutProvider': "Without it, everything is analysed by Kritzel's drawing analyser, and nothing leaves Kritzel.",
  'components.aiProvider.onlyLocal':
    "Everything is analysed by Kritzel's drawing analyser. Your child's drawings and recordings are not sent to any external AI provider.",
  'components.aiProvider.changeLater': 'You can change this at any time on your Account page.',
  'components.aiProvider.saveFailed': 'We could not save your choice. Please try again.',
  'components.aiProvider.question': 'Would you like a more detailed analysis?',
  'components.aiProvider.yes': 'Yes, use the AI provider',
  'components.aiProvider.no': 'No, keep it with Kritzel',
  'components.aiProvider.saving': 'Saving your choice…',
  'components.aiProvider.visitorLabel': 'Use the external AI provider for a more detailed analysis (optional)',
  'components.aiProvider.visitorText':
    "Your child's drawing is sent to it only for this analysis and is not used to train AI models. Without this, Kritzel's drawing analyser looks at it.",
};
