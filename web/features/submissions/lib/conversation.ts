export type Speaker = 'Parent' | 'Child';
export interface ConversationLine {
  speaker: Speaker;
  text: string;
}

const LINE = /^(Parent|Child):\s*(.*\S)\s*$/;

/**
 * Spec 000 §7: the generated conversation is text where each line starts "Parent:" or
 * "Child:"; any other line (a title, a stray note from a model) is ignored.
 */
export function conversationLines(conversation: string): ConversationLine[] {
  const lines: ConversationLine[] = [];
  for (const raw of conversation.split(/\r?\n/)) {
    const match = LINE.exec(raw.trim());
    if (match?.[1] && match[2]) lines.push({ speaker: match[1] as Speaker, text: match[2] });
  }
  return lines;
}
