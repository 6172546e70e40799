/**
 * Remark plugin: every image of a Markdown page (`![alt](file)` and `<img>`) opens larger on
 * click, tap, or Enter/Space. It wraps each image that is not already a link in <Zoom>
 * (src/components/Zoom/Zoom.tsx) and imports that component into the page, so only pages with
 * images load the zoom code. Runs after Docusaurus's own image plugin, which has given local
 * images their width, height and lazy loading.
 */
import {mdxImport} from './lib/mdxImport';

export const ZOOM_MODULE = '@site/src/components/Zoom/Zoom';
export const ZOOM_NAME = '__SiteZoom';

type Node = {
  type: string;
  name?: string | null;
  children?: Node[];
  attributes?: unknown[];
  value?: string;
  data?: unknown;
};

const isImage = (node: Node): boolean =>
  node.type === 'image' ||
  ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'img');

const isLink = (node: Node): boolean =>
  node.type === 'link' ||
  node.type === 'linkReference' ||
  (node.type.startsWith('mdxJsx') && node.name === 'a');

/** Wraps the images under `node`; returns how many it wrapped. */
export function wrapImages(node: Node, insideLink = false): number {
  let count = 0;
  const children = node.children ?? [];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (isImage(child) && !insideLink) {
      children[i] = {
        type: child.type === 'mdxJsxFlowElement' ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
        name: ZOOM_NAME,
        attributes: [],
        children: [child],
      };
      count++;
    } else {
      count += wrapImages(child, insideLink || isLink(child));
    }
  }
  return count;
}

export default function remarkZoomImages() {
  return (tree: Node): void => {
    if (wrapImages(tree) > 0) tree.children = [mdxImport(ZOOM_MODULE, ZOOM_NAME), ...(tree.children ?? [])];
  };
}
