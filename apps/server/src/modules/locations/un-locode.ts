/**
 * A curated subset of UN/LOCODE: the ports and rail terminals of the demo lanes, the busiest
 * container ports of the world, and the hubs of the China–Europe rail services. No npm package
 * ships UN/LOCODE, so the subset lives here.
 *
 * Source: UN/LOCODE 2024-2, published by UNECE (https://unece.org/trade/uncefact/unlocode), for
 * the codes, names and countries. UN/LOCODE gives coordinates to the minute and not for every
 * entry, so the coordinates here are the position of the port's or terminal's main container
 * facility in decimal degrees, rounded to two decimals.
 *
 * A place without a code we could confirm (Małaszewicze, the EU's gauge-break terminal on the
 * Belarus border) is left out; events still name it through their location name.
 */
export interface UnLocation {
  code: string;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  /** UN/LOCODE function: 1 port, 2 rail terminal. */
  functions: readonly ('port' | 'rail')[];
}

type Row = [code: string, name: string, latitude: number, longitude: number, functions: 'port' | 'rail' | 'both'];

const ROWS: readonly Row[] = [
  // China
  ['CNSHA', 'Shanghai', 30.63, 122.07, 'port'],
  ['CNNGB', 'Ningbo', 29.94, 121.87, 'port'],
  ['CNSZX', 'Shenzhen', 22.54, 114.06, 'port'],
  ['CNYTN', 'Yantian', 22.57, 114.27, 'port'],
  ['CNSHK', 'Shekou', 22.47, 113.89, 'port'],
  ['CNTAO', 'Qingdao', 36.08, 120.32, 'both'],
  ['CNCAN', 'Guangzhou', 22.75, 113.62, 'port'],
  ['CNTXG', 'Tianjin Xingang', 38.98, 117.79, 'port'],
  ['CNXMN', 'Xiamen', 24.45, 118.07, 'port'],
  ['CNDLC', 'Dalian', 38.93, 121.66, 'port'],
  ['CNLYG', 'Lianyungang', 34.74, 119.45, 'both'],
  ['CNFOC', 'Fuzhou', 26.0, 119.45, 'port'],
  ['HKHKG', 'Hong Kong', 22.33, 114.12, 'port'],
  ['CNSIA', "Xi'an", 34.38, 109.08, 'rail'],
  ['CNCKG', 'Chongqing', 29.62, 106.45, 'both'],
  ['CNCTU', 'Chengdu', 30.77, 104.07, 'rail'],
  ['CNWUH', 'Wuhan', 30.62, 114.35, 'both'],
  ['CNCGO', 'Zhengzhou', 34.72, 113.75, 'rail'],
  ['CNYIW', 'Yiwu', 29.3, 120.08, 'rail'],
  // East and South-East Asia
  ['KRPUS', 'Busan', 35.08, 128.83, 'port'],
  ['KRINC', 'Incheon', 37.45, 126.6, 'port'],
  ['JPTYO', 'Tokyo', 35.62, 139.79, 'port'],
  ['JPYOK', 'Yokohama', 35.45, 139.67, 'port'],
  ['JPUKB', 'Kobe', 34.67, 135.22, 'port'],
  ['JPNGO', 'Nagoya', 35.05, 136.85, 'port'],
  ['JPOSA', 'Osaka', 34.63, 135.42, 'port'],
  ['TWKHH', 'Kaohsiung', 22.6, 120.28, 'port'],
  ['TWKEL', 'Keelung', 25.15, 121.75, 'port'],
  ['SGSIN', 'Singapore', 1.26, 103.8, 'port'],
  ['MYPKG', 'Port Klang', 3.0, 101.36, 'port'],
  ['MYTPP', 'Tanjung Pelepas', 1.36, 103.55, 'port'],
  ['THLCH', 'Laem Chabang', 13.08, 100.88, 'port'],
  ['VNSGN', 'Ho Chi Minh City', 10.76, 106.76, 'port'],
  ['VNHPH', 'Haiphong', 20.85, 106.75, 'port'],
  ['IDJKT', 'Jakarta', -6.1, 106.88, 'port'],
  ['IDSUB', 'Surabaya', -7.2, 112.73, 'port'],
  ['PHMNL', 'Manila', 14.6, 120.95, 'port'],
  // South Asia and the Middle East
  ['LKCMB', 'Colombo', 6.95, 79.84, 'port'],
  ['INNSA', 'Nhava Sheva (Jawaharlal Nehru Port)', 18.95, 72.95, 'port'],
  ['INMUN', 'Mundra', 22.74, 69.7, 'port'],
  ['INMAA', 'Chennai', 13.1, 80.3, 'port'],
  ['PKKHI', 'Karachi', 24.83, 66.98, 'port'],
  ['BDCGP', 'Chittagong', 22.31, 91.8, 'port'],
  ['AEJEA', 'Jebel Ali', 25.01, 55.06, 'port'],
  ['OMSLL', 'Salalah', 16.94, 54.0, 'port'],
  ['SAJED', 'Jeddah', 21.47, 39.17, 'port'],
  ['EGPSD', 'Port Said', 31.25, 32.3, 'port'],
  // Europe
  ['NLRTM', 'Rotterdam', 51.95, 4.05, 'both'],
  ['BEANR', 'Antwerp', 51.28, 4.33, 'both'],
  ['DEHAM', 'Hamburg', 53.53, 9.93, 'both'],
  ['DEBRV', 'Bremerhaven', 53.58, 8.55, 'port'],
  ['DEDUI', 'Duisburg', 51.44, 6.76, 'both'],
  ['DENUE', 'Nuremberg', 49.42, 11.05, 'rail'],
  ['GBFXT', 'Felixstowe', 51.95, 1.32, 'port'],
  ['GBSOU', 'Southampton', 50.9, -1.43, 'port'],
  ['FRLEH', 'Le Havre', 49.48, 0.15, 'port'],
  ['FRMRS', 'Marseille', 43.41, 4.88, 'port'],
  ['ESVLC', 'Valencia', 39.44, -0.32, 'port'],
  ['ESALG', 'Algeciras', 36.13, -5.43, 'port'],
  ['ESBCN', 'Barcelona', 41.34, 2.16, 'port'],
  ['ESMAD', 'Madrid', 40.4, -3.69, 'rail'],
  ['ITGOA', 'Genoa', 44.41, 8.9, 'port'],
  ['ITSPE', 'La Spezia', 44.1, 9.84, 'port'],
  ['ITGIT', 'Gioia Tauro', 38.44, 15.9, 'port'],
  ['ITMIL', 'Milan', 45.46, 9.19, 'rail'],
  ['GRPIR', 'Piraeus', 37.95, 23.57, 'port'],
  ['PLGDN', 'Gdańsk', 54.4, 18.67, 'port'],
  ['PLGDY', 'Gdynia', 54.53, 18.55, 'port'],
  ['PLLOD', 'Łódź', 51.76, 19.46, 'rail'],
  ['PLWAW', 'Warsaw', 52.23, 21.01, 'rail'],
  ['CZPRG', 'Prague', 50.08, 14.44, 'rail'],
  ['ATVIE', 'Vienna', 48.21, 16.37, 'rail'],
  ['HUBUD', 'Budapest', 47.5, 19.04, 'rail'],
  ['MAPTM', 'Tanger Med', 35.89, -5.5, 'port'],
  // The Americas
  ['USLAX', 'Los Angeles', 33.74, -118.26, 'both'],
  ['USLGB', 'Long Beach', 33.75, -118.21, 'both'],
  ['USOAK', 'Oakland', 37.8, -122.3, 'port'],
  ['USSEA', 'Seattle', 47.58, -122.35, 'port'],
  ['USNYC', 'New York', 40.67, -74.15, 'port'],
  ['USSAV', 'Savannah', 32.12, -81.14, 'port'],
  ['USHOU', 'Houston', 29.61, -95.0, 'port'],
  ['USORF', 'Norfolk', 36.9, -76.33, 'port'],
  ['USCHS', 'Charleston', 32.83, -79.93, 'port'],
  ['CAVAN', 'Vancouver', 49.29, -123.1, 'both'],
  ['CAPRR', 'Prince Rupert', 54.3, -130.35, 'port'],
  ['CAMTR', 'Montreal', 45.55, -73.53, 'port'],
  ['MXZLO', 'Manzanillo', 19.07, -104.3, 'port'],
  ['PABLB', 'Balboa', 8.95, -79.57, 'port'],
  ['COCTG', 'Cartagena', 10.4, -75.53, 'port'],
  ['PECLL', 'Callao', -12.05, -77.15, 'port'],
  ['BRSSZ', 'Santos', -23.97, -46.3, 'port'],
  // Africa and Oceania
  ['ZADUR', 'Durban', -29.87, 31.03, 'port'],
  ['KEMBA', 'Mombasa', -4.05, 39.65, 'port'],
  ['NGAPP', 'Apapa', 6.45, 3.37, 'port'],
  ['AUMEL', 'Melbourne', -37.82, 144.92, 'port'],
  ['AUSYD', 'Sydney', -33.97, 151.22, 'port'],
];

export const UN_LOCATIONS: readonly UnLocation[] = ROWS.map(([code, name, latitude, longitude, functions]) => ({
  code,
  name,
  country: code.slice(0, 2),
  latitude,
  longitude,
  functions: functions === 'both' ? ['port', 'rail'] : [functions],
}));
