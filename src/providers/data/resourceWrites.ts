import type { CreateParams, DataProvider, UpdateParams } from 'react-admin';

/**
 * How a resource is written when it is not a JSON `POST` to its list path or a JSON `PUT` to its
 * record path (people are invited and patched, departments are sent as form data). The typed
 * method of the area does the call; react-admin's `create`/`update` of the resource route to it,
 * so `<Create>`, `<Edit>`, `useCreate` and `useUpdate` keep their cache and 422 behaviour.
 */
export type ResourceWrites = {
  create?: (params: CreateParams) => Promise<{ data: { id: unknown } }>;
  update?: (params: UpdateParams) => Promise<{ data: { id: unknown } }>;
};

/** The generic methods with `create`/`update` routed to a resource's own writes where it has them. */
export function withResourceWrites(generic: DataProvider, writes: Readonly<Record<string, ResourceWrites>>): DataProvider {
  return {
    ...generic,
    create: (resource, params) => {
      const create = writes[resource]?.create;
      return (create ? create(params) : generic.create(resource, params)) as never;
    },
    update: (resource, params) => {
      const update = writes[resource]?.update;
      return (update ? update(params) : generic.update(resource, params)) as never;
    },
  };
}
