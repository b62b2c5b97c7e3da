/** Route ids that code reads loader data by (`useRouteLoaderData`), named in routes.ts. */
export const PUBLIC_LAYOUT_ROUTE_ID = "public-layout";
