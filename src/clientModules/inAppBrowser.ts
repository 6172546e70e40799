import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {inAppBrowser, isDeadInApp} from '@site/src/lib/inAppBrowser';

/**
 * In QQ's and WeChat's in-app browsers (config/community.ts `inAppBrowserHint`, registered only
 * when it is on), a tap on a link those browsers leave dead (the Bedrock one-tap `minecraft:`
 * link, a file download) opens a short explanation of how to open the page in the phone's own
 * browser instead. Everywhere else this module only reads the user agent once; the explanation's
 * code and text are a separate chunk, loaded at the first such tap.
 */
if (ExecutionEnvironment.canUseDOM) {
  const app = inAppBrowser(navigator.userAgent);
  if (app) {
    document.documentElement.dataset.inAppBrowser = app;
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href]');
        if (!link || !isDeadInApp(link.getAttribute('href') ?? '', link.hasAttribute('download'))) return;
        event.preventDefault();
        event.stopPropagation();
        void import('@site/src/components/InAppBrowserHint/dialog').then(({showInAppHint}) =>
          showInAppHint(app, link as HTMLElement),
        );
      },
      true,
    );
  }
}
