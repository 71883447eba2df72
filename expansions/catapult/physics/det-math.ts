// Trigonometry built from + − × ÷ only, so every JS engine gives the same bits.
// Why: ECMAScript leaves Math.sin/cos/atan2 "implementation-approximated"; V8, SpiderMonkey
// and JavaScriptCore may differ in the last bit, and a shot replayed on another tablet must
// land on the same spot. The polynomials are fdlibm's kernels (error < 1 ulp on the reduced
// range); basic IEEE arithmetic and Math.sqrt are exactly rounded everywhere.

export const PI = 3.141592653589793;
const PIO2_HI = 1.5707963267341256; // π/2 split in two (fdlibm pio2_1 / pio2_1t): exact reduction
const PIO2_LO = 6.077100506506192e-11;
const INV_PIO2 = 0.6366197723675814;

function kernelSin(x: number): number {
  const z = x * x;
  const r = 8.33333333332248946124e-03 + z * (-1.98412698298579493134e-04 + z * (2.75573137070700676789e-06
    + z * (-2.50507602534068634195e-08 + z * 1.58969099521155010221e-10)));
  return x + x * z * (-1.66666666666666324348e-01 + z * r);
}

function kernelCos(x: number): number {
  const z = x * x;
  const r = z * (4.16666666666666019037e-02 + z * (-1.38888888888741095749e-03 + z * (2.48015872894767294178e-05
    + z * (-2.75573143513906633035e-07 + z * (2.08757232129817482790e-09 + z * -1.13596475577881948265e-11)))));
  return 1 - 0.5 * z + z * r;
}

/** sin and cos of `x` together (|x| up to ~1e6; game angles stay within a few turns). */
export function sinCos(x: number): { sin: number; cos: number } {
  const k = Math.round(x * INV_PIO2); // Math.round is exact: no engine freedom there
  const r = (x - k * PIO2_HI) - k * PIO2_LO;
  const s = kernelSin(r);
  const c = kernelCos(r);
  switch (((k % 4) + 4) % 4) {
    case 0: return { sin: s, cos: c };
    case 1: return { sin: c, cos: -s };
    case 2: return { sin: -s, cos: -c };
    default: return { sin: -c, cos: s };
  }
}

const ATAN_HI = [4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01, 1.57079632679489655800e+00];
const ATAN_LO = [2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17, 6.12323399573676603587e-17];
const AT = [3.33333333333329318027e-01, -1.99999999998764832476e-01, 1.42857142725034663711e-01,
  -1.11111104054623557880e-01, 9.09088713343650656196e-02, -7.69187620504482999495e-02, 6.66107313738753120669e-02,
  -5.83357013379057348645e-02, 4.97687799461593236017e-02, -3.65315727442169155270e-02, 1.62858201153657823623e-02];

/** atan of x ≥ 0 (fdlibm s_atan.c). */
function atanPos(x: number): number {
  let id = -1;
  if (x >= 2.4375) { id = 3; x = -1 / x; }
  else if (x >= 1.1875) { id = 2; x = (x - 1.5) / (1 + 1.5 * x); }
  else if (x >= 0.6875) { id = 1; x = (x - 1) / (x + 1); }
  else if (x >= 0.4375) { id = 0; x = (2 * x - 1) / (2 + x); }
  const z = x * x;
  const w = z * z;
  const s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
  const s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
  if (id < 0) return x - x * (s1 + s2);
  return ATAN_HI[id] - ((x * (s1 + s2) - ATAN_LO[id]) - x);
}

/** atan2(y, x) in (−π, π], same conventions as Math.atan2 for finite inputs. */
export function atan2(y: number, x: number): number {
  if (x === 0 && y === 0) return 0;
  const ax = x < 0 ? -x : x;
  const ay = y < 0 ? -y : y;
  // Take atan of the ratio ≤ 1 … or its complement, to keep 1/x out of the tiny-x corner.
  let a = ay <= ax ? atanPos(ay / ax) : ATAN_HI[3] - atanPos(ax / ay);
  if (x < 0) a = PI - a;
  return y < 0 ? -a : a;
}
