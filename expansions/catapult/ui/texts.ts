// Every word of the Catapult in the four languages (one file per language in ./messages/): the
// round panel's texts, and — shown before the companion loads — the module's name and
// description, options, token and catch names, scoring words, rule errors, phase and action
// names. Read eagerly by ui/i18n (ExpansionTexts).
import type { ExpansionTexts } from '../../../ui/expansion-api.js';
import { cs } from './messages/cs.js';
import { en } from './messages/en.js';
import { it } from './messages/it.js';
import { nl } from './messages/nl.js';

export const texts: ExpansionTexts = { en, nl, cs, it };
