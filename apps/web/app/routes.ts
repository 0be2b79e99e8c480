import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { type LayoutName, routeEntries } from './route-table.ts';

const entries = routeEntries();
const routesOf = (name: LayoutName) =>
  entries
    .filter((e) => e.screen.layout === name)
    .map((e) => (e.path === '' ? index(e.file, { id: e.id }) : route(e.path, e.file, { id: e.id })));

export default [
  layout('layouts/home.tsx', routesOf('home')),
  layout('layouts/font.tsx', routesOf('font')),
  layout('layouts/default.tsx', [...routesOf('default'), layout('layouts/user.tsx', routesOf('user'))]),
  layout('layouts/blank.tsx', routesOf('blank')),
] satisfies RouteConfig;
