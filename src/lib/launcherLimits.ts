/**
 * What the launchers on this site lock for some readers, read from each
 * launcher's source (not from memory), with the files and commits it was read
 * at. The words of the warnings live here in both languages; the launchers'
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
import type {Localized} from '@site/config/community';

export const hmclRegionLock = {
  /** The first HMCL release with the lock. */
  since: '3.6.13',
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

/**
 * The warning, in the reader's words. `{offline}` etc. are HMCL's labels
 * (above), `{since}` the release, `{pcl}` a link to the PCL page.
 */
export const hmclRegionText = {
  title: {
    zh: '不在中国大陆的电脑：HMCL 要先添加微软账户，才能用皮肤站登录',
    en: 'Computers outside mainland China: HMCL needs a Microsoft account before you can sign in with the skin site',
  },
  what: {
    zh: 'HMCL 从 {since} 版起，会按电脑的时区和地区判断它是否在中国大陆。判断为不在时，{accounts}里的{offline}和已经添加的认证服务器（皮肤站）都是灰色的，点不动，鼠标移上去显示「{hint}」。{addServer}仍然能点，但添加好的皮肤站同样是灰色的。',
    en: 'Since version {since}, HMCL uses the computer’s time zone and region to decide whether it is in mainland China. If it decides it is not, {offline} and every authentication server you added (the skin site) in the {accounts} are grey and cannot be clicked; hovering shows “{hint}”. {addServer} still works, but the skin site you add is grey too.',
  },
  unlock: {
    zh: '在这台电脑的 HMCL 里添加过一次{microsoft}（只有买了 Java 版的微软账户才能添加成功）后，限制就永久解除，之后把这个微软账户删掉也不会恢复。',
    en: 'Once a {microsoft} account has been added in HMCL on that computer (only a Microsoft account that owns Java Edition can be added), the lock is gone for good, even if you remove that account again.',
  },
  insteadTitle: {
    zh: '没有买过 Java 版的微软账户时：',
    en: 'Without a Microsoft account that owns Java Edition:',
  },
  inChina: {
    zh: '电脑其实就在中国大陆：把系统的时区设为北京时间（UTC+08:00），地区设为中国，然后关掉 HMCL 再打开。',
    en: 'If the computer is in fact in mainland China: set the system time zone to China (Beijing, UTC+08:00) and the region to China, then close HMCL and open it again.',
  },
  windows: {
    zh: 'Windows 电脑：改用{pcl}，它的第三方登录（皮肤站登录）没有这个限制。',
    en: 'On Windows: use {pcl} instead; its third-party (skin-site) login has no such lock.',
  },
  otherOs: {
    zh: 'macOS、Linux 电脑：PCL 不能用，目前只能请家里有正版 Java 版的人在你的 HMCL 里添加一次他的微软账户（添加后可以删掉），或向管理员求助。',
    en: 'On macOS or Linux, where PCL does not run, there is no other way in for now: ask someone in your family who owns Java Edition to add their Microsoft account in your HMCL once (you can remove it afterwards), or ask the admins for help.',
  },
  pclLink: {zh: 'PCL 启动器', en: 'the PCL launcher'},
  /** The HMCL page's first lines: who cannot sign in with HMCL, before they download it. */
  brief: {
    zh: '电脑不在中国大陆、要用皮肤站账号登录、又没有买过 Java 版的微软账户？HMCL 在这样的电脑上不让用皮肤站登录（原因见{details}）：Windows 上请改用{pcl}，不用下载 HMCL；macOS 和 Linux 上目前没有别的启动器可换，办法见{details}。',
    en: 'Outside mainland China, signing in with a skin-site account, with no Microsoft account that owns Java Edition? HMCL will not sign you in with the skin site on such a computer (why: {details}): on Windows use {pcl} instead, and skip HMCL; on macOS and Linux there is no other launcher to switch to, see {details} for what you can do.',
  },
  detailsLink: {zh: 'HMCL 指南的外置登录一节', en: 'External login in the HMCL guide'},
  detailsBelow: {zh: '下面的外置登录一节', en: 'External login below'},
} satisfies Record<string, Localized>;
