// A dealership's details as the lender admin types them (the dealers console's tests).
export const NEW_DEALER = {
  name: 'Maple Comfort',
  legalName: 'Maple Comfort Heating Ltd.',
  country: 'CA',
  province: 'ON',
  kind: 'external',
  contactName: 'Dana Maple',
  contactEmail: 'dana@maple.example',
  contactPhone: '416 555 0123',
};
