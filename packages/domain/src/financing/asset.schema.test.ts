import { describe, expect, it } from 'vitest';
import { addAssetQuery, assetForm, assetName, assetsAnswer } from './asset.schema.ts';

const valid = {
  assetTypeId: '1',
  assetSubTypeId: '2',
  retailCost: '4,999.99',
  installationDate: '04/15/2026',
};

function messages(input: Record<string, unknown>) {
  const result = assetForm.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('asset form', () => {
  it('reads ids, money in cents and a quantity of 1 by default', () => {
    expect(assetForm.parse(valid)).toEqual({
      assetTypeId: 1,
      assetSubTypeId: 2,
      quantity: 1,
      retailCost: 499_999,
      installationDate: '04/15/2026',
    });
    expect(
      assetForm.parse({ ...valid, quantity: '3', serialNumber: ' SN-1 ', description: 'Furnace' }),
    ).toMatchObject({
      quantity: 3,
      serialNumber: 'SN-1',
      description: 'Furnace',
    });
  });

  it('requires the manufacturer, the sub-type and a cost above zero', () => {
    expect(messages({})).toEqual({
      assetTypeId: 'validation:required',
      assetSubTypeId: 'validation:required',
      retailCost: 'validation:required',
    });
    expect(messages({ ...valid, retailCost: '0' })).toEqual({ retailCost: 'validation:moneyPositive' });
    expect(messages({ ...valid, retailCost: '12.345' })).toEqual({ retailCost: 'validation:money' });
  });

  it('takes a whole quantity from 1', () => {
    for (const quantity of ['0', '-1', '1.5', 'two']) {
      expect(messages({ ...valid, quantity }), quantity).toEqual({
        quantity: 'financing:validation.quantity',
      });
    }
  });

  it('takes a real installation date, mm/dd/yyyy or with dashes, and keeps it MM/DD/YYYY', () => {
    expect(messages({ ...valid, installationDate: '02/30/2026' })).toEqual({
      installationDate: 'validation:date',
    });
    expect(messages({ ...valid, installationDate: 'tomorrow' })).toEqual({
      installationDate: 'validation:date',
    });
    expect(assetForm.parse({ ...valid, installationDate: '4-5-2026' }).installationDate).toBe('04/05/2026');
    expect(assetForm.parse({ ...valid, installationDate: '' }).installationDate).toBeUndefined();
  });

  it('reads the add-asset query, with the id of an asset it edits', () => {
    expect(addAssetQuery.parse({ ...valid, assetId: '7', assetName: '1 x Furnace' })).toMatchObject({
      assetId: 7,
      assetName: '1 x Furnace',
    });
    expect(addAssetQuery.parse(valid).assetId).toBeUndefined();
  });

  it('names an asset by quantity and description', () => {
    expect(assetName({ quantity: 2, description: 'Furnace 96%', fallback: 'Furnace' })).toBe(
      '2 x Furnace 96%',
    );
    expect(assetName({ quantity: 1, description: ' ', fallback: 'Heat Pump' })).toBe('1 x Heat Pump');
  });

  it('parses the get-assets answer, assets keyed by id', () => {
    const label = { en: { label: 'Lennox' }, fr: { label: 'Lennox' } };
    const answer = {
      assets: {
        '7': {
          assetId: 7,
          assetName: '1 x Furnace',
          assetTypeId: 1,
          assetSubTypeId: 1,
          assetType: label,
          assetSubType: label,
          description: null,
          quantity: 1,
          serialNumber: null,
          costBeforeTax: 1000,
          tax: 130,
          retailCost: 1130,
          installationDate: '04/15/2026',
        },
      },
      assetCount: 1,
      assetTotal: 1130,
    };
    expect(assetsAnswer.parse(answer)).toEqual(answer);
    expect(() => assetsAnswer.parse({ ...answer, assetCount: '1' })).toThrow();
  });
});
