// Where the page finds the app worker's job runner when the worker file was imported into the page
// (the fallback when workers fail) instead of started as a worker. In a file of its own, so the
// page can name it without importing the worker — and with it the engine and Rapier.
export const PAGE_JOBS = '__carcassonneJobs';
