import type {LoadContext, Plugin} from '@docusaurus/types';
import community from '../config/community';
import {defaultLocale} from '../config/locale';
import {pagesToRecheck, recheckReport} from './lib/versionCheck';

/**
 * Issue 48 (`versionNotice`): after the default locale's build, the pages written for an older game
 * version than config/community.ts's `gameVersion`, to re-check (the readers see a notice on
 * them: src/components/VersionNotice). Prints nothing when there are none or the switch is off.
 */
export default function versionCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'version-check',
    async postBuild() {
      if (!community.versionNotice.enabled || context.i18n.currentLocale !== defaultLocale) return;
      for (const line of recheckReport(
        pagesToRecheck(context.siteDir, community.gameVersion),
        community.gameVersion,
      ))
        console.log(`[versions] ${line}`);
    },
  };
}
