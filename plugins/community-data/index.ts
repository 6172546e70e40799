/**
 * The community-data plugin: reads and validates data/**.yml and the files config/community.ts
 * names (./load.ts), derives what pages show (./derived.ts, the git change log from
 * ../gitChangeLog.ts), and writes the modules pages import with the bundler's aliases for them
 * (./modules.ts). Nothing goes to global data.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readGitChangeLog} from '../gitChangeLog';
import {latestPosts} from './derived';
import {checkConfigFiles, loadCommunityData, type LoadedData} from './load';
import {webpackConfig, writeModules} from './modules';

export {bedrockLinkData, LATEST_POSTS, latestPosts, type LatestPost} from './derived';
export {loadCommunityData, loadPluginCommands, loadYaml, type LoadedData} from './load';
export {GENERATED_ALIAS, newcomerWordFiles, STATUS_ALIAS, validatedFiles} from './modules';

export default function communityDataPlugin(context: LoadContext): Plugin<LoadedData> {
  let generatedDir = '';
  return {
    name: 'community-data',
    async loadContent() {
      checkConfigFiles(context.siteDir);
      return {...loadCommunityData(context.siteDir), changeLog: readGitChangeLog(context.siteDir)};
    },
    async contentLoaded({content, actions}) {
      generatedDir = await writeModules(content, context.i18n.currentLocale, actions);
    },
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default;
      await actions.createData('latest-posts.json', JSON.stringify(latestPosts(blog)));
    },
    configureWebpack() {
      return webpackConfig(context.siteDir, generatedDir);
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'data/**/*.yml')];
    },
  };
}
