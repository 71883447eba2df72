// companionShell(): a companion's wiring to the shell. Before connect every service says clearly
// what went wrong; after it each forwards to the Shell handed over — functions taken by name early
// included, a LocaleController made with `new`, the sounds' muted flag read live.
import { describe, expect, it } from 'vitest';
import type { ReactiveControllerHost } from 'lit';
import { companionShell, type Shell } from '../../ui/expansion-api.js';
import { shell as hostShell } from '../../ui/expansion-host.js';

describe('companionShell', () => {
  it('refuses before connect, with a message that names the fix', () => {
    const shell = companionShell();
    const { t } = shell;
    expect(shell.connected).toBe(false);
    expect(() => t('game.scores')).toThrow(/before the shell connected it \(ExpansionUi\.connect\)/);
    expect(() => shell.sharedStyles).toThrow(/ExpansionUi\.connect/);
    expect(() => shell.sounds.muted).toThrow(/ExpansionUi\.connect/);
  });

  it('forwards every service to the connected shell, also through names taken before connect', () => {
    const shell = companionShell();
    const { t, plural, joinNames, colorNumber, sounds, LocaleController } = shell;
    const real: Shell = hostShell;
    shell.connect(real);
    expect(shell.connected).toBe(true);
    expect(t('game.scores')).toBe(real.t('game.scores'));
    expect(plural('game.followersLeft', 2)).toBe(real.plural('game.followersLeft', 2));
    expect(joinNames(['Anna', 'Bram'])).toBe(real.joinNames(['Anna', 'Bram']));
    expect(colorNumber('#D55E00')).toBe(0xd55e00);
    expect(shell.sharedStyles).toBe(real.sharedStyles);
    expect(shell.tilePx).toBe(real.tilePx);
    expect(sounds.muted).toBe(real.sounds.muted);
    const added: unknown[] = [];
    const host = { addController: (c: unknown) => added.push(c) } as unknown as ReactiveControllerHost;
    const controller = new LocaleController(host);
    expect(controller).toBeInstanceOf(real.LocaleController);
    expect(added).toEqual([controller]);
  });
});
