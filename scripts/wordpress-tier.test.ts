import { describe, expect, it } from 'vitest';
import { phpChecksTier, wordpressSiteTier } from './wordpress-tier.ts';

const everything = { php: true, phpMysqli: true, mariadb: true, wordpress: true };

describe('the WordPress steps of npm test', () => {
  it('run the site tier where WordPress, MariaDB and PHP with mysqli are installed', () => {
    expect(wordpressSiteTier(everything)).toEqual({ run: true });
  });

  it('skip it with one line naming what is missing and the packages to install', () => {
    const tier = wordpressSiteTier({ ...everything, wordpress: false, phpMysqli: false });
    expect(tier.run).toBe(false);
    const reason = tier.run === false ? tier.reason : '';
    expect(reason).toBe(
      "no WordPress with Twenty Twenty-Three in /usr/share/wordpress, php's mysqli: as root, apt-get install -y wordpress wordpress-theme-twentytwentythree mariadb-server php-mysql (.ci/run does).",
    );
    expect(reason).not.toContain('\n');
  });

  it('run the PHP checks with only the php CLI', () => {
    expect(phpChecksTier(() => true)).toEqual({ run: true });
    expect(phpChecksTier(() => false)).toMatchObject({
      run: false,
      reason: expect.stringMatching(/^no php/),
    });
  });
});
