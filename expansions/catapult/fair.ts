// The fair (digest §2.2): yellow ground that ends roads and bounds fields, never claimed, never scored.
import type { FeatureKindDef, Segment, TileFeatureDef } from '../../core/index.js';

export const fairKind: FeatureKindDef = {
  id: 'fair', connects: false, claimable: false, completion: 'never',
};

/** The fair on a tile; `segments` are where its ground reaches an edge (a field edge for placement). */
export function fair(segments: Segment[]): TileFeatureDef {
  return { kind: 'fair', segments };
}
