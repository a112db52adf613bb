/**
 * ra-core's default CSV exporter (`defaultExporter`, imported by every list controller) calls jsonexport with a
 * callback. vite.config.ts points ra-core's import of `jsonexport/dist/index.js` here, so the library (3 KB gzip)
 * is downloaded on the first export instead of with every signed-in page (issue 38); the callback is called
 * once it has run, as before.
 */
type Callback = (error: Error | null, csv: string) => void;

export default function jsonExportOnDemand(data: unknown, optionsOrCallback: object | Callback, callback?: Callback): void {
  const done = typeof optionsOrCallback === 'function' ? (optionsOrCallback as Callback) : callback;
  // Not `jsonexport/dist/index.js`: that name is the alias that leads here.
  import('jsonexport/dist/index').then(
    // With the arguments as given: jsonexport tells a callback in second place by the number of arguments.
    ({ default: jsonExport }) =>
      callback ? jsonExport(data, optionsOrCallback, callback) : jsonExport(data, optionsOrCallback as Callback),
    (error: Error) => done?.(error, ''),
  );
}
