// The shell's services as this companion's files use them (`import { t } from './shell.js'`).
// companionShell() (ui/expansion-api.ts) keeps what the shell hands over through `connect`; its
// functions may be taken by name at once, its values are read when used (`shell.sharedStyles`).
import { companionShell } from '../../../ui/expansion-api.js';

export const shell = companionShell();
export const { connect, t, plural, compassOf, joinNames, optionValueName, phaseLabel, playerLook, LocaleController, squareWhere } = shell;
