// The catapult panel's markup, one function per part of the round. Every text goes through
// ui/i18n; every control is a real button, slider or list entry with a label, so the round can
// be played with a keyboard or a screen reader as well as by touch on the board.
import { html, nothing } from 'lit';
import type { Action, GameView } from '../../../core/index.js';
import type { Session } from '../../../ui/expansion-api.js';
import { joinNames, squareWhere, t } from './shell.js';
import {
  nearestFollowers, restsOnTile, offTable, TOKEN_TYPES, type FollowerRef, type SeductionTarget,
} from '../index.js';
import { aimDegrees } from './aim.js';
import { edgeExit } from './flight-frame.js';
import { currentRound, describeRef, playerName, shooterOf, standingText, targetStandings } from './round-view.js';
import type { SwapMarks } from './layer-view.js';
import { shotData, type RoundHost, type ShotPlay } from './stages.js';

/** What the views need from the panel element. */
export interface PanelHost extends RoundHost {
  revision: number;
  apply(action: Action): boolean;
  handToCatcher(): void;
  startThrow(): void;
}

const sameRef = (a: FollowerRef, b: unknown) => {
  const r = b as Partial<FollowerRef> | null;
  return !!r && a.x === r.x && a.y === r.y && a.at === r.at;
};
const isRef = (v: unknown): v is FollowerRef => !!v && typeof v === 'object' && 'at' in v;

// ── choose ──────────────────────────────────────────────────────────────────
export function renderChoose(host: PanelHost, s: Session) {
  const g = host.game!, r = currentRound(g)!;
  return html`<section data-test="catapult-choose" aria-labelledby="cp-title">
    <h3 id="cp-title">${t('catapult.choose.title', { name: playerName(g, r.chooser) })}</h3>
    <p class="hint">${t('catapult.choose.intro')}</p>
    <div class="tokens" role="group" aria-labelledby="cp-title">
      ${TOKEN_TYPES.map((tk) => html`<button data-token=${tk} @click=${() => host.apply({ type: 'catapult/choose', token: tk })}>
        <strong>${t(`token.${tk}`)}</strong><span>${t(`catapult.desc.${tk}`)}</span></button>`)}
    </div>
  </section>`;
}

// ── a shot ──────────────────────────────────────────────────────────────────
function sliders(host: PanelHost, power: number, onPower: (v: number) => void, withAim: boolean) {
  const ad = aimDegrees(host.aim.aim);
  const aimText = ad.side === 'straight' ? t('catapult.aim.straight') : t(`catapult.aim.${ad.side}`, { deg: ad.deg });
  const pctText = t('catapult.power.value', { pct: Math.round(power * 100) });
  const value = (e: Event) => Number((e.target as HTMLInputElement).value);
  return html`
    ${withAim ? html`<div>
      <label for="cp-aim">${t('catapult.aim.label')}: <output for="cp-aim">${aimText}</output></label>
      <input id="cp-aim" type="range" data-test="catapult-aim-slider" min="-80" max="80" step="1"
        .value=${String(Math.round((host.aim.aim * 180) / Math.PI))} aria-valuetext=${aimText}
        @input=${(e: Event) => { host.aim = { ...host.aim, aim: (value(e) * Math.PI) / 180 }; host.touch(); }}>
    </div>` : nothing}
    <div>
      <label for="cp-power">${t('catapult.power.label')}: <output for="cp-power">${pctText}</output></label>
      <input id="cp-power" type="range" data-test="catapult-power-slider" min="0" max="100" step="1"
        .value=${String(Math.round(power * 100))} aria-valuetext=${pctText}
        @input=${(e: Event) => { onPower(value(e) / 100); host.touch(); }}>
    </div>`;
}

/** Target practice: every token so far by distance, and who leads or has won. */
function targetBlock(g: GameView, pending: ShotPlay | null, last: boolean) {
  const rest = pending ? shotData(pending.action).rest : null;
  const { standings, winners } = targetStandings(g, rest && pending ? { player: pending.shooter, ...rest } : undefined);
  if (standings.length === 0) return nothing;
  const names = joinNames(winners.map((p) => playerName(g, p)));
  const verdict = last
    ? (winners.length ? t('catapult.target.winner', { names }) : t('catapult.target.none'))
    : (winners.length ? t('catapult.target.leader', { names }) : '');
  return html`<div data-test="catapult-standings"><h3>${t('catapult.target.title')}</h3>
    <ul>${standings.map((st) => html`<li>${standingText(g, st)}</li>`)}</ul>
    ${verdict ? html`<p data-test="catapult-verdict"><strong>${verdict}</strong></p>` : nothing}</div>`;
}

/** The follower(s) a seduction token ended nearest to (the put-back rule: positions before the shot). */
export function seductionNearest(g: GameView, play: ShotPlay): FollowerRef[] {
  const d = shotData(play.action);
  if (!restsOnTile(g, d.rest)) return [];
  return nearestFollowers(g, d.rest, play.shooter, g.option<SeductionTarget>('catapult.seductionTarget'));
}

export function shotLines(g: GameView, play: ShotPlay): string[] {
  const d = shotData(play.action), lines: string[] = [];
  if (play.restored) lines.push(t('catapult.result.restored'));
  if (offTable(g, d.rest)) {
    const exit = edgeExit(g, d.trajectories.token ?? []);
    lines.push(exit ? t('catapult.result.offTableAt', { side: t(`catapult.side.${exit.side}`) }) : t('catapult.result.offTable'));
  }
  if (play.token === 'knockout') {
    for (const h of d.hits) {
      const who = describeRef(g, h);
      if (who) lines.push(t(h.chain ? 'catapult.result.chain' : 'catapult.result.hit', { owner: who.owner, role: who.role }));
    }
    if (d.hits.length === 0) lines.push(t('catapult.result.noHit'));
  } else if (play.token === 'seduction') {
    if (!restsOnTile(g, d.rest)) {
      lines.push(t('catapult.result.offTiles'));
    } else {
      const near = seductionNearest(g, play).map((ref) => describeRef(g, ref)).filter((x) => x !== null);
      if (near.length === 0) lines.push(t('catapult.result.nobody'));
      for (const who of near) lines.push(t('catapult.result.nearest', { owner: who.owner, role: who.role }));
    }
  }
  return lines;
}

export function renderShot(host: PanelHost, s: Session) {
  const g = host.game!, r = currentRound(g)!, st = host.stage, who = shooterOf(g);
  const token = r.token!;
  if (st.kind === 'result') {
    const last = r.next === r.order.length - 1;
    return html`<section data-test="catapult-result" aria-labelledby="cp-title">
      <h3 id="cp-title">${t('catapult.result.title')}</h3>
      <div class="result" role="status">
        ${shotLines(g, st.play).length ? html`<ul data-test="catapult-lines">${shotLines(g, st.play).map((l) => html`<li>${l}</li>`)}</ul>` : nothing}
        ${token === 'target' ? targetBlock(g, st.play, last) : nothing}
      </div>
      <button class="primary big" data-test="catapult-continue" @click=${() => host.finishShow()}>${t('catapult.continue')}</button>
    </section>`;
  }
  if (st.kind === 'error') {
    return html`<section data-test="catapult-error">
      <p class="error" role="alert">${t('catapult.physicsError', { detail: st.detail })}</p>
      <ct-choice-panel .session=${s} .revision=${host.revision}></ct-choice-panel>
    </section>`;
  }
  if (!who) return nothing;
  const title = t('catapult.shot.title', { n: who.n, total: who.total, name: playerName(g, who.shooter) });
  if (st.kind === 'replay') {
    return html`<section data-test="catapult-replay" aria-labelledby="cp-title"><h3 id="cp-title">${title}</h3>
      <p role="status">${t('catapult.replay.title')}</p>
      <button class="big" data-test="catapult-skip-replay" @click=${() => host.skipReplay()}>${t('catapult.replay.skip')}</button></section>`;
  }
  if (st.kind === 'busy' || st.kind === 'flying') {
    return html`<section aria-labelledby="cp-title"><h3 id="cp-title">${title}</h3>
      <p role="status" data-test="catapult-flying">${t('catapult.flying')}</p></section>`;
  }
  return html`<section data-test="catapult-aim" aria-labelledby="cp-title">
    <h3 id="cp-title">${title}</h3>
    <p>${t('catapult.shot.token', { token: t(`token.${token}`) })} — ${t(`catapult.desc.${token}`)}</p>
    <p class="hint">${t('catapult.aim.hint')}</p>
    <div class="controls">
      ${sliders(host, host.aim.power, (v) => { host.aim = { ...host.aim, power: v }; }, true)}
      <button class="primary big" data-test="catapult-fire" @click=${() => host.fire()}>${t('catapult.fire')}</button>
    </div>
    ${token === 'target' ? targetBlock(g, null, false) : nothing}
  </section>`;
}

// ── seduction: the swap ─────────────────────────────────────────────────────
export interface SwapState {
  player: number;
  candidates: FollowerRef[];
  /** A tie not yet decided: the shooter picks the target first (digest §2.4.2 proposal). */
  pickTarget: boolean;
  target: FollowerRef | null;
  targets: FollowerRef[];
  /** Follower types the shooter may swap in from the supply ('follower' first; empty: none). */
  supplyTypes: string[];
  own: FollowerRef[];
}

/** The pending swap as the rules offer it (game.choices()), for the chosen target. */
export function swapState(game: GameView, chosen: FollowerRef | null): SwapState | null {
  const sw = currentRound(game)?.swap;
  if (!sw) return null;
  const tie = sw.candidates.length > 1;
  const target = tie ? (chosen && sw.candidates.some((c) => sameRef(c, chosen)) ? chosen : null) : sw.candidates[0];
  const offers = target ? game.choices().filter((c) => c.type === 'catapult/swap' && (!tie || sameRef(target, c.target))) : [];
  return {
    player: sw.player, candidates: sw.candidates, pickTarget: tie && !target, target, targets: sw.candidates,
    supplyTypes: [...new Set(offers.filter((c) => c.from === 'supply').map((c) => (typeof c.follower === 'string' ? c.follower : 'follower')))],
    own: offers.map((c) => c.from).filter(isRef),
  };
}

export function renderSwap(host: PanelHost, s: Session) {
  const g = host.game!, sw = swapState(g, host.swapTarget);
  if (!sw) return nothing;
  const pick = (from: 'supply' | FollowerRef, type: string | null = null) => { host.swapFrom = from; host.swapType = type; host.touch(); };
  const pressed = (from: 'supply' | FollowerRef, type: string | null = null) => (from === 'supply'
    ? host.swapFrom === 'supply' && host.swapType === type : host.swapFrom !== 'supply' && !!host.swapFrom && sameRef(from, host.swapFrom));
  const target = sw.target ? describeRef(g, sw.target) : null;
  const confirm = () => host.apply({
    type: 'catapult/swap', from: host.swapFrom, ...(host.swapFrom === 'supply' && host.swapType ? { follower: host.swapType } : {}),
    ...(sw.candidates.length > 1 ? { target: sw.target } : {}),
  });
  // A normal follower from the supply, or another type there (a big follower), named by its module.
  const supplyButton = (type: string) => {
    const as = type === 'follower' ? null : type;
    return html`<button data-test="catapult-swap-supply" data-type=${type} aria-pressed=${pressed('supply', as) ? 'true' : 'false'}
      @click=${() => pick('supply', as)}>${as ? t('catapult.swap.supplyType', { type: t(`follower.${as}`, undefined, as) }) : t('catapult.swap.supply')}</button>`;
  };
  return html`<section data-test="catapult-swap" aria-labelledby="cp-title">
    <h3 id="cp-title">${t('catapult.swap.title', { name: playerName(g, sw.player) })}</h3>
    ${sw.pickTarget ? html`<p>${t('catapult.swap.pickTarget')}</p>
      <div class="list" role="group" aria-label=${t('catapult.swap.pickTarget')}>
        ${sw.candidates.map((c) => { const d = describeRef(g, c); return html`<button data-test="catapult-swap-target"
          @click=${() => { host.swapTarget = c; host.swapFrom = null; host.swapType = null; host.touch(); }}>${d ? t('catapult.swap.target', { owner: d.owner, role: d.role, where: squareWhere(c.x, c.y) }) : squareWhere(c.x, c.y)}</button>`; })}
      </div>` : html`
      ${target && sw.target ? html`<p>${t('catapult.swap.target', { owner: target.owner, role: target.role, where: squareWhere(sw.target.x, sw.target.y) })}</p>` : nothing}
      <p id="cp-with">${t('catapult.swap.with')}:</p>
      <div class="list" role="group" aria-labelledby="cp-with">
        ${sw.supplyTypes.map(supplyButton)}
        ${sw.own.map((ref) => { const d = describeRef(g, ref); return html`<button data-test="catapult-swap-own" aria-pressed=${pressed(ref) ? 'true' : 'false'}
          @click=${() => pick(ref)}>${t('catapult.swap.own', { role: d?.role ?? '', where: squareWhere(ref.x, ref.y) })}</button>`; })}
      </div>
      ${sw.own.length ? html`<p class="hint">${t('catapult.swap.tapHint')}</p>` : nothing}`}
    <div class="row">
      <button class="primary" data-test="catapult-swap-confirm" ?disabled=${!host.swapFrom || !sw.target} @click=${confirm}>${t('catapult.swap.confirm')}</button>
      <button data-test="catapult-swap-pass" @click=${() => host.apply({ type: 'pass' })}>${t('catapult.swap.pass')}</button>
    </div>
  </section>`;
}

// ── catch ───────────────────────────────────────────────────────────────────
export function renderCatch(host: PanelHost, s: Session) {
  const g = host.game!, st = host.stage, who = shooterOf(g);
  if (st.kind === 'catch-result') {
    const plan = st.plan, thrower = plan?.thrower ?? who?.shooter ?? 0, catcher = plan?.catcher ?? who?.catcher ?? 0;
    const names = { thrower: playerName(g, thrower), catcher: playerName(g, catcher) };
    return html`<section data-test="catapult-catch-result" aria-labelledby="cp-title">
      <h3 id="cp-title">${t('catapult.result.title')}</h3>
      <div class="result" role="status">
        ${st.restored ? html`<p>${t('catapult.result.restored')}</p>` : nothing}
        <p data-test="catapult-catch-verdict" data-result=${st.result}><strong>${t(`catapult.catch.${st.result}`, names)}</strong></p>
      </div>
      <button class="primary big" data-test="catapult-continue" @click=${() => host.finishShow()}>${t('catapult.continue')}</button>
    </section>`;
  }
  if (!who || who.catcher === null) return nothing;
  const thrower = playerName(g, who.shooter), catcher = playerName(g, who.catcher);
  const title = html`<h3 id="cp-title">${t('catapult.catch.title', { n: who.n, total: who.total, thrower, catcher })}</h3>`;
  if (st.kind === 'catch-wait') {
    if (s.handoff !== null) return html`<section>${title}</section>`;
    return html`<section data-test="catapult-catch-ready" aria-labelledby="cp-title">${title}
      <p>${t('catapult.catch.ready', { name: catcher })}</p>
      <button class="primary big" data-test="catapult-throw" @click=${() => host.startThrow()}>${t('catapult.catch.go')}</button>
    </section>`;
  }
  if (st.kind === 'catch-count' || st.kind === 'catch-flight') {
    return html`<section data-test="catapult-catch-flight" aria-labelledby="cp-title">${title}
      <p role="status">${st.kind === 'catch-count' ? t('catapult.catch.countdown') : t('catapult.catch.ready', { name: catcher })}</p>
      <button class="primary big" data-test="catapult-grab" ?disabled=${st.kind !== 'catch-flight' || !!st.tap}
        @click=${() => host.catchTap()}>${t('catapult.catch.grab')}</button>
    </section>`;
  }
  return html`<section data-test="catapult-catch" aria-labelledby="cp-title">${title}
    <p class="hint">${t('catapult.catch.hint', { catcher })}</p>
    <div class="controls">
      ${sliders(host, host.catchPower, (v) => { host.catchPower = v; }, false)}
      <button class="primary big" data-test="catapult-hand" @click=${() => host.handToCatcher()}>${t(
        // A computer catches on this tablet by itself: nothing to pass on.
        g.state.setup.players[who.catcher]?.computer ? 'catapult.catch.throwTo' : 'catapult.catch.handTo', { name: catcher })}</button>
    </div>
  </section>`;
}

/** The rings of a seduction on the board: who is nearest, which of the shooter's followers may move in, the one chosen. */
export function swapMarks(host: RoundHost): SwapMarks | null {
  const g = host.game!, st = host.stage;
  if (st.kind === 'result' && st.play.token === 'seduction') return { targets: seductionNearest(g, st.play), options: [], selected: null };
  const sw = st.kind === 'idle' ? swapState(g, host.swapTarget) : null;
  if (!sw) return null;
  return {
    targets: sw.pickTarget || !sw.target ? sw.targets : [sw.target],
    options: sw.pickTarget ? [] : sw.own,
    selected: host.swapFrom === 'supply' ? null : host.swapFrom,
  };
}
