import { describe, expect, it } from 'vitest';
import jsonExportOnDemand from '../../../src/vendor-shims/jsonexportOnDemand';

const exported = (...args: [object]) =>
  new Promise<string>((resolve, reject) => jsonExportOnDemand(...args, (error, csv) => (error ? reject(error) : resolve(csv))));

describe('jsonexport on demand (ra-core’s default CSV exporter)', () => {
  it('loads jsonexport and hands its CSV to the callback', async () => {
    await expect(
      exported([
        { id: 1, name: 'Fuel, Dubai' },
        { id: 2, name: 'Taxi' },
      ]),
    ).resolves.toBe('id,name\n1,"Fuel, Dubai"\n2,Taxi');
  });

  it('passes options on when they are given', async () => {
    const csv = await new Promise<string>((resolve) =>
      jsonExportOnDemand([{ id: 1, name: 'Taxi' }], { rowDelimiter: ';' }, (_error, text) => resolve(text)),
    );
    expect(csv).toBe('id;name\n1;Taxi');
  });
});
