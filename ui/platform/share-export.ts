// Exporting a game record as a file. Where the browser can share files (Safari on iPad, above all
// the installed Home Screen app, where a download link goes nowhere useful), the share sheet gets
// the record file: "Save to Files", AirDrop, Mail. Elsewhere a download link saves it. The file
// comes back in through the start screen's file input (the Files app on an iPad).
import { exportRecord } from '../storage/index.js';
import type { GameRecord } from '../../core/index.js';

export type ExportWay = 'shared' | 'cancelled' | 'downloaded';

export function recordFileName(record: GameRecord): string {
  const names = record.players.map((p) => p.name).join('-').replace(/[^\p{L}\p{N}-]+/gu, '');
  return `carcassonne-${names}-${record.actions.length}.json`;
}

/** Shares the record file when the browser can, else downloads it. `title` names it in the share sheet. */
export async function exportRecordFile(record: GameRecord, title: string): Promise<ExportWay> {
  const text = exportRecord(record);
  const name = recordFileName(record);
  const file = typeof File === 'function' ? new File([text], name, { type: 'application/json' }) : null;
  const nav = navigator as Navigator & { canShare?: (data: ShareData) => boolean };
  if (file && typeof nav.share === 'function' && typeof nav.canShare === 'function' && nav.canShare({ files: [file] })) {
    try {
      await nav.share({ files: [file], title });
      return 'shared';
    } catch (e) {
      // The player closed the share sheet: that is an answer, not a failure.
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user activation left, a policy): fall back to the download below.
    }
  }
  download(text, name);
  return 'downloaded';
}

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
