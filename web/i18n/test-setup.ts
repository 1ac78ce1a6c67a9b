import { app } from '../../contracts/i18n/messages/en/app';
import { core } from '../../contracts/i18n/messages/en/core';
import { setMessagesForTests } from './i18n-store';

// Web unit tests render pages in English, every web message in at once (the build loads them per page).
setMessagesForTests('en', { ...core, ...app });
