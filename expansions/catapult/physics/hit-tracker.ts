// Who hit whom (digest §2.4.1): the shot token touching a follower is a direct hit; a follower touched
// by another piece that the shot set moving (a hit follower, a knocked earlier token) is a chain hit.
// Pure bookkeeping over contact pairs, so the rule can be tested without Rapier.

export type PieceKind = 'shot' | 'follower' | 'token';
export interface Piece { id: string; kind: PieceKind }

export class HitTracker {
  readonly hits: { id: string; chain: boolean }[] = [];
  /** Set moving by the shot (the shot token itself from the start). Only these pass a hit on. */
  readonly disturbed: boolean[];
  /** The piece that first struck each piece (−1: none yet). */
  readonly by: number[];
  private readonly hitIndex = new Map<number, number>();
  private readonly ids = new Map<string, number>();

  constructor(private readonly pieces: readonly Piece[]) {
    this.disturbed = pieces.map((p) => p.kind === 'shot');
    this.by = pieces.map(() => -1);
    pieces.forEach((p, i) => this.ids.set(p.id, i));
  }

  /** The piece index of an id. */
  indexOf(id: string): number {
    return this.ids.get(id) ?? -1;
  }

  /**
   * The contacts that started in one step, in engine order. Resolved to a fixpoint, because in one step
   * the token may hit A while A already touches B: B is a chain hit even if its pair came first.
   * Returns the pairs that stayed unresolved (both pieces untouched by the shot, e.g. two pieces that
   * overlapped from the start), so the caller can look at them again once one side gets moving.
   */
  contacts(pairs: [number, number][]): [number, number][] {
    let pending = pairs;
    for (let changed = true; changed && pending.length > 0;) {
      changed = false;
      const rest: [number, number][] = [];
      for (const pair of pending) {
        if (this.resolve(pair[0], pair[1])) changed = true;
        else rest.push(pair);
      }
      pending = rest;
    }
    return pending;
  }

  /** Applies one contact; false when neither piece has been set moving by the shot. */
  resolve(a: number, b: number): boolean {
    const pa = this.pieces[a], pb = this.pieces[b];
    if (pa.kind === 'shot' || pb.kind === 'shot') {
      const other = pa.kind === 'shot' ? b : a;
      if (this.by[other] < 0) this.by[other] = pa.kind === 'shot' ? a : b;
      if (this.pieces[other].kind === 'follower') this.hit(other, false);
      this.disturbed[other] = true;
      return true;
    }
    if (!this.disturbed[a] && !this.disturbed[b]) return false;
    for (const [mover, target] of [[a, b], [b, a]]) {
      if (!this.disturbed[mover] || this.disturbed[target]) continue;
      if (this.by[target] < 0) this.by[target] = mover;
      if (this.pieces[target].kind === 'follower') this.hit(target, true);
      this.disturbed[target] = true;
    }
    return true;
  }

  private hit(i: number, chain: boolean): void {
    const at = this.hitIndex.get(i);
    if (at === undefined) {
      this.hitIndex.set(i, this.hits.length);
      this.hits.push({ id: this.pieces[i].id, chain });
    } else if (!chain) {
      // The token touching it counts as direct even after a chain hit; the list keeps first-contact order.
      this.hits[at].chain = false;
    }
  }
}
