/** jsonexport ships no types; the on-demand shim (jsonexportOnDemand.ts) loads it by this name. */
declare module 'jsonexport/dist/index' {
  type Callback = (error: Error | null, csv: string) => void;
  const jsonExport: {
    (data: unknown, callback: Callback): void;
    (data: unknown, options: object, callback: Callback): void;
  };
  export default jsonExport;
}
