// The Chromium check of the browser tier decides from facts about the machine; these tests give it
// made-up machines, so nothing on the real system is read or installed.
import { describe, expect, it } from 'vitest';
import { APT_PACKAGES, FONT_PACKAGES, planChromium } from './ensure-chromium.mjs';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';

const machine = (over = {}) => ({
  env: {},
  fileExists: () => false,
  platform: 'linux',
  isRoot: true,
  osRelease: DEBIAN,
  hasApt: true,
  hasFonts: true,
  ...over,
});

describe('planChromium', () => {
  it('uses /usr/bin/chromium when it is there', () => {
    const plan = planChromium(machine({ fileExists: (p) => p === '/usr/bin/chromium' }));
    expect(plan).toEqual({ action: 'use', path: '/usr/bin/chromium', installFonts: [] });
  });

  it('uses CHROMIUM_PATH when it is set and exists', () => {
    const plan = planChromium(
      machine({
        env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
        fileExists: (p) => p === '/opt/chrome/chrome',
      }),
    );
    expect(plan).toEqual({ action: 'use', path: '/opt/chrome/chrome', installFonts: [] });
  });

  it('stops when CHROMIUM_PATH points at nothing, naming the variable', () => {
    const plan = planChromium(machine({ env: { CHROMIUM_PATH: '/nope/chromium' } }));
    expect(plan.action).toBe('fail');
    expect(plan.message).toContain('CHROMIUM_PATH=/nope/chromium does not exist');
  });

  it("installs Debian's chromium and fonts with apt when absent on Debian as root", () => {
    expect(planChromium(machine())).toEqual({
      action: 'install',
      path: '/usr/bin/chromium',
      packages: APT_PACKAGES,
    });
    expect(planChromium(machine({ osRelease: UBUNTU })).action).toBe('install');
  });

  it('installs only the fonts when Chromium is there but the fonts are not', () => {
    const plan = planChromium(machine({ fileExists: (p) => p === '/usr/bin/chromium', hasFonts: false }));
    expect(plan).toEqual({ action: 'use', path: '/usr/bin/chromium', installFonts: FONT_PACKAGES });
  });

  it('stops with the apt command to run when absent and not root', () => {
    const plan = planChromium(machine({ isRoot: false }));
    expect(plan.action).toBe('fail');
    expect(plan.message).toContain('sudo apt-get install -y chromium fonts-dejavu-core fonts-liberation');
  });

  it('stops with one line when absent and there is no apt', () => {
    for (const m of [
      machine({ hasApt: false }),
      machine({ osRelease: FEDORA }),
      machine({ platform: 'darwin' }),
    ]) {
      const plan = planChromium(m);
      expect(plan.action).toBe('fail');
      expect(plan.message).toMatch(/^Chromium not found at \/usr\/bin\/chromium: .*CHROMIUM_PATH/);
      expect(plan.message).not.toContain('\n');
    }
  });
});
