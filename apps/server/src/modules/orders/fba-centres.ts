/**
 * A curated list of Amazon FBA fulfilment centres by their real FC codes, the destinations most
 * first-leg orders from China go to (US West and inland hubs, Canada, Germany, the UK, France).
 *
 * Source: the ship-to addresses Amazon prints on inbound shipment labels (Seller Central, Send to
 * Amazon) for these FC codes, as collected in Amazon's own facility pages
 * (https://www.aboutamazon.com/about-us/locations) and in the public FC directories forwarders
 * keep. Amazon opens, renames and closes centres: the FC of a shipment is the one Send to Amazon
 * assigns, so a seller should check it there. Migration 0012 loads this list into `warehouses`
 * (kind 'fba'); catalogue.test.ts checks the table against it.
 */
export interface FbaCentre {
  code: string;
  countryCode: string;
  province: string;
  city: string;
  addressLine: string;
  postalCode: string;
}

export const FBA_CENTRES: readonly FbaCentre[] = [
  // United States
  {
    code: 'ONT8',
    countryCode: 'US',
    province: 'CA',
    city: 'Moreno Valley',
    addressLine: '24300 Nandina Ave',
    postalCode: '92551',
  },
  {
    code: 'LGB8',
    countryCode: 'US',
    province: 'CA',
    city: 'Rialto',
    addressLine: '1568 N Linden Ave',
    postalCode: '92376',
  },
  {
    code: 'LAX9',
    countryCode: 'US',
    province: 'CA',
    city: 'Fontana',
    addressLine: '11263 Oleander Ave',
    postalCode: '92337',
  },
  {
    code: 'LGB3',
    countryCode: 'US',
    province: 'CA',
    city: 'Eastvale',
    addressLine: '4950 Goodman Way',
    postalCode: '91752',
  },
  {
    code: 'SMF3',
    countryCode: 'US',
    province: 'CA',
    city: 'Sacramento',
    addressLine: '4900 W Elkhorn Blvd',
    postalCode: '95835',
  },
  {
    code: 'OAK4',
    countryCode: 'US',
    province: 'CA',
    city: 'Tracy',
    addressLine: '1555 N Chrisman Rd',
    postalCode: '95304',
  },
  {
    code: 'SCK4',
    countryCode: 'US',
    province: 'CA',
    city: 'Stockton',
    addressLine: '4532 Newcastle Rd',
    postalCode: '95215',
  },
  {
    code: 'PHX7',
    countryCode: 'US',
    province: 'AZ',
    city: 'Phoenix',
    addressLine: '800 N 75th Ave',
    postalCode: '85043',
  },
  {
    code: 'LAS1',
    countryCode: 'US',
    province: 'NV',
    city: 'Henderson',
    addressLine: '12300 Bermuda Rd',
    postalCode: '89044',
  },
  {
    code: 'SLC1',
    countryCode: 'US',
    province: 'UT',
    city: 'Salt Lake City',
    addressLine: '777 N 5600 W',
    postalCode: '84116',
  },
  {
    code: 'DEN3',
    countryCode: 'US',
    province: 'CO',
    city: 'Thornton',
    addressLine: '14601 Grant St',
    postalCode: '80023',
  },
  {
    code: 'BFI4',
    countryCode: 'US',
    province: 'WA',
    city: 'Kent',
    addressLine: '21005 64th Ave S',
    postalCode: '98032',
  },
  {
    code: 'FTW1',
    countryCode: 'US',
    province: 'TX',
    city: 'Dallas',
    addressLine: '33333 LBJ Fwy',
    postalCode: '75241',
  },
  {
    code: 'DFW6',
    countryCode: 'US',
    province: 'TX',
    city: 'Coppell',
    addressLine: '940 W Bethel Rd',
    postalCode: '75019',
  },
  {
    code: 'MDW2',
    countryCode: 'US',
    province: 'IL',
    city: 'Joliet',
    addressLine: '250 Emerald Dr',
    postalCode: '60433',
  },
  {
    code: 'MKE1',
    countryCode: 'US',
    province: 'WI',
    city: 'Kenosha',
    addressLine: '3501 120th Ave',
    postalCode: '53144',
  },
  {
    code: 'IND9',
    countryCode: 'US',
    province: 'IN',
    city: 'Greenwood',
    addressLine: '1151 S Graham Rd',
    postalCode: '46143',
  },
  {
    code: 'SDF8',
    countryCode: 'US',
    province: 'IN',
    city: 'Jeffersonville',
    addressLine: '900 Patrol Rd',
    postalCode: '47130',
  },
  {
    code: 'CMH1',
    countryCode: 'US',
    province: 'OH',
    city: 'Etna',
    addressLine: '11903 National Rd SW',
    postalCode: '43062',
  },
  {
    code: 'MEM1',
    countryCode: 'US',
    province: 'TN',
    city: 'Memphis',
    addressLine: '3292 E Holmes Rd',
    postalCode: '38118',
  },
  {
    code: 'ATL6',
    countryCode: 'US',
    province: 'GA',
    city: 'East Point',
    addressLine: '4200 N Commerce Dr',
    postalCode: '30344',
  },
  {
    code: 'CLT2',
    countryCode: 'US',
    province: 'NC',
    city: 'Charlotte',
    addressLine: '10240 Old Dowd Rd',
    postalCode: '28214',
  },
  {
    code: 'TPA1',
    countryCode: 'US',
    province: 'FL',
    city: 'Ruskin',
    addressLine: '3350 Laurel Ridge Ave',
    postalCode: '33570',
  },
  {
    code: 'RIC2',
    countryCode: 'US',
    province: 'VA',
    city: 'Chester',
    addressLine: '1901 Meadowville Technology Pkwy',
    postalCode: '23836',
  },
  {
    code: 'BWI2',
    countryCode: 'US',
    province: 'MD',
    city: 'Baltimore',
    addressLine: '2010 Broening Hwy',
    postalCode: '21224',
  },
  {
    code: 'ABE8',
    countryCode: 'US',
    province: 'NJ',
    city: 'Florence',
    addressLine: '401 Independence Rd',
    postalCode: '08518',
  },
  {
    code: 'EWR4',
    countryCode: 'US',
    province: 'NJ',
    city: 'Robbinsville',
    addressLine: '50 New Canton Way',
    postalCode: '08691',
  },
  // Canada
  {
    code: 'YYZ4',
    countryCode: 'CA',
    province: 'ON',
    city: 'Brampton',
    addressLine: '8050 Heritage Rd',
    postalCode: 'L6Y 0C9',
  },
  // Germany
  {
    code: 'LEJ1',
    countryCode: 'DE',
    province: 'Sachsen',
    city: 'Leipzig',
    addressLine: 'Amazonstraße 1',
    postalCode: '04347',
  },
  {
    code: 'FRA1',
    countryCode: 'DE',
    province: 'Hessen',
    city: 'Bad Hersfeld',
    addressLine: 'Am Schloss Eichhof',
    postalCode: '36251',
  },
  {
    code: 'MUC3',
    countryCode: 'DE',
    province: 'Bayern',
    city: 'Graben',
    addressLine: 'Amazonstraße 1',
    postalCode: '86836',
  },
  {
    code: 'DTM2',
    countryCode: 'DE',
    province: 'Nordrhein-Westfalen',
    city: 'Dortmund',
    addressLine: 'Kaltbandstraße 4',
    postalCode: '44145',
  },
  {
    code: 'STR1',
    countryCode: 'DE',
    province: 'Baden-Württemberg',
    city: 'Pforzheim',
    addressLine: 'Amazonstraße 1',
    postalCode: '75177',
  },
  {
    code: 'HAM2',
    countryCode: 'DE',
    province: 'Niedersachsen',
    city: 'Winsen (Luhe)',
    addressLine: 'Amazonstraße 1',
    postalCode: '21423',
  },
  {
    code: 'DUS2',
    countryCode: 'DE',
    province: 'Nordrhein-Westfalen',
    city: 'Rheinberg',
    addressLine: 'Amazonstraße 1',
    postalCode: '47495',
  },
  {
    code: 'BER3',
    countryCode: 'DE',
    province: 'Brandenburg',
    city: 'Brieselang',
    addressLine: 'Havellandstraße 5',
    postalCode: '14656',
  },
  // United Kingdom
  {
    code: 'LTN1',
    countryCode: 'GB',
    province: 'Bedfordshire',
    city: 'Ridgmont',
    addressLine: 'Marston Gate, Bedford Road',
    postalCode: 'MK43 0ZA',
  },
  {
    code: 'EUK5',
    countryCode: 'GB',
    province: 'Cambridgeshire',
    city: 'Peterborough',
    addressLine: 'Kingston Park, Flaxley Road',
    postalCode: 'PE2 9EN',
  },
  {
    code: 'GLA1',
    countryCode: 'GB',
    province: 'Inverclyde',
    city: 'Gourock',
    addressLine: 'Amazon Way, Faulds Park',
    postalCode: 'PA19 1BQ',
  },
  // France
  {
    code: 'ORY1',
    countryCode: 'FR',
    province: 'Loiret',
    city: 'Saran',
    addressLine: '1401 Rue du Champ Rouge',
    postalCode: '45770',
  },
  {
    code: 'LIL1',
    countryCode: 'FR',
    province: 'Nord',
    city: 'Lauwin-Planque',
    addressLine: "Parc d'activités de Lauwin-Planque",
    postalCode: '59553',
  },
];

const COUNTRY_BY_CODE: ReadonlyMap<string, string> = new Map(
  FBA_CENTRES.map((centre) => [centre.code, centre.countryCode]),
);

/** The country of an Amazon fulfilment centre of the list, or undefined for any other code. */
export function fbaCentreCountry(code: string): string | undefined {
  return COUNTRY_BY_CODE.get(code.trim().toUpperCase());
}
