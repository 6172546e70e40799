/**
 * What the launchers on this site lock for some readers, read from each
 * launcher's source (not from memory), with the files and commits it was read
 * at. The words of the warnings are in i18n/<locale>/site-text.json (`launcherLimits`); the launchers'
 * own labels in them come from data/screens/<launcher>.yml, so the picture,
 * the steps and the warning name a button the same way.
 *
 * HMCL, outside mainland China. Source: HMCL-dev/HMCL
 * - HMCL/src/main/java/org/jackhuang/hmcl/ui/account/AccountListPage.java:
 *   `RESTRICTED` is true unless `LocaleUtils.IS_CHINA_MAINLAND`, the JVM option
 *   `hmcl.offline.auth.restricted=false` or the saved user setting
 *   `enableOfflineAccount`; while true, the "Offline" item and the box of added
 *   authentication servers are disabled (`setDisable(true)`) under the tooltip
 *   `account.login.restricted`; "New Auth Server" (`account.injector.add`) stays
 *   enabled. CreateAccountPane.java falls back to Microsoft sign-in only.
 * - HMCL/src/main/java/org/jackhuang/hmcl/setting/Accounts.java: adding a
 *   Microsoft account sets `enableOfflineAccount` (saved, so the lock stays
 *   off after that account is removed).
 * - HMCLCore/src/main/java/org/jackhuang/hmcl/util/i18n/LocaleUtils.java
 *   `isChinaMainland()`: time zone Asia/Shanghai, or UTC+8 with the system
 *   country CN (on Windows also the location "China", GeoID 45).
 * - A Microsoft account can be added only if it owns Minecraft: Java Edition
 *   (MicrosoftService.MinecraftJavaEditionLicenseNotFoundException →
 *   `account.methods.microsoft.error.no_license`).
 * Introduced by commit cc16f84992b12ba6840b4ca2ca262dd14bbf471b (PR #3823,
 * "默认限制离线账户功能"); the first release tag containing it is
 * release-3.6.13 (release-3.6.12 has no such check). Read at v3.16.3
 * (8210c77de9da762a64de86481e18baf0693a9b03) and unchanged on main at
 * 083dbb18ade1c935e2e56d0bdefcd718be1e2ed6 (2026-08-21).
 *
 * PCL mainline has no such lock on third-party (authlib-injector) login: in
 * Meloong-Git/PCL 2.13.1.1, Modules/Minecraft/ModLaunch.vb only stops an
 * *offline* launch (McLoginType.Legacy) on a system whose language is not
 * Chinese, until a Microsoft sign-in; McLoginType.Auth is not checked.
 */
export const hmclRegionLock = {
  /** The first HMCL release with the lock. */
  since: '3.6.13',
  /**
   * HMCL's own start-up option that turns the lock off for that run: AccountListPage.java reads the
   * system property `hmcl.offline.auth.restricted` ("auto" by default; "false" lifts the lock), in
   * the same PR #3823 and unchanged at the commits below. HMCL's own `run` task sets it.
   */
  startOption: '-Dhmcl.offline.auth.restricted=false',
  source: {
    repository: 'HMCL-dev/HMCL',
    introducedBy: 'cc16f84992b12ba6840b4ca2ca262dd14bbf471b',
    checkedAt: {version: '3.16.3', commit: '8210c77de9da762a64de86481e18baf0693a9b03'},
    files: [
      'HMCL/src/main/java/org/jackhuang/hmcl/ui/account/AccountListPage.java',
      'HMCL/src/main/java/org/jackhuang/hmcl/setting/Accounts.java',
      'HMCLCore/src/main/java/org/jackhuang/hmcl/util/i18n/LocaleUtils.java',
    ],
  },
  /** Keys of data/screens/hmcl.yml the warning names, as the template's `{name}`s. */
  labels: {
    offline: 'account.methods.offline',
    addServer: 'account.injector.add',
    hint: 'account.login.restricted',
    microsoft: 'account.methods.microsoft',
    accounts: 'account.manage',
  },
} as const;

export type HmclLockLabel = keyof typeof hmclRegionLock.labels;
