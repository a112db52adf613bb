/**
 * The paths of a resource's pages from its one base path (spec §2 shapes: `/cards/overview/{cid}`,
 * `/settings/departments/edit/{did}`). Called with `':tab'` / `':id'` they give the route patterns,
 * so the pattern and the link are the same string.
 */
export function resourcePaths(list: string) {
  const tab = (name: string, id: string | number) => `${list}/${name}/${id}`;
  return {
    list,
    create: `${list}/create`,
    /** A detail tab, e.g. `/cards/cards-control/12`. */
    tab,
    /** The first tab of the detail (where a row click leads). */
    detail: (id: string | number) => tab('overview', id),
    /** Any tab of the detail: the route pattern. */
    detailPattern: tab(':tab', ':id'),
    /** An edit page of its own (departments); react-admin's own edit lives at `/<name>/<id>`. */
    edit: (id: string | number) => `${list}/edit/${id}`,
  } as const;
}

export type ResourcePaths = ReturnType<typeof resourcePaths>;
