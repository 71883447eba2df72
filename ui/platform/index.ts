// Platform differences the shell handles (the iPad above all): installed or in a tab, Safari's
// storage rules, sharing files, keeping the screen on. See ios.ts, persistence.ts, share-export.ts,
// wake-lock.ts, game-lock.ts, page-presence.ts; texts in messages.ts.
import './messages.js';

export { currentEnv, hasWeekLimit, isAppleMobile, isInstalled, isIosSafari, showInstallHint, type PlatformEnv } from './ios.js';
export { persistence, requestPersistence, type PersistState, type StorageManagerLike } from './persistence.js';
export { exportRecordFile, recordFileName, type ExportWay } from './share-export.js';
export { GameLock, type LockManagerLike } from './game-lock.js';
export { PagePresence } from './page-presence.js';
export { IDLE_RELEASE_MS, KeepAwakeController, ScreenKeeper, screenKeeper, type WakeLockEnv, type WakeLockState } from './wake-lock.js';
