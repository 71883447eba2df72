// Platform differences the shell handles (the iPad above all): installed or in a tab, Safari's
// storage rules, sharing files. See ios.ts, persistence.ts, share-export.ts; texts in messages.ts.
import './messages.js';

export { currentEnv, hasWeekLimit, isAppleMobile, isInstalled, isIosSafari, showInstallHint, type PlatformEnv } from './ios.js';
export { persistence, requestPersistence, type PersistState, type StorageManagerLike } from './persistence.js';
export { exportRecordFile, recordFileName, type ExportWay } from './share-export.js';
