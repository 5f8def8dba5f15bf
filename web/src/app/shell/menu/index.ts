// The menu widget's public entry: the side and top menus of the shell and the visible menu of the
// signed-in user. Nothing else of this folder is imported from outside it.
export { HorizontalMenu } from './horizontal-menu.tsx';
export { SidebarMenu } from './sidebar-menu.tsx';
export { useVisibleMenu } from './use-visible-menu.ts';
