/**
 * Real countries and cities, with the places near each city that the seed's trails are
 * named after. Coordinates are the city centres (WGS 84, 3 decimals); altitudes the typical
 * ground around them. `land` is the bearing (degrees from north) from a coastal city's
 * centre towards land, so that its trails start and run ashore.
 */
import type { CityRecord, CountryRecord, TagRecord } from '../db/types';
import type { Rng } from './random';
import { TAG_NAMES } from './words';

export interface CityPlace {
  name: string;
  lat: number;
  lon: number;
  altitude: number;
  /** Coastal cities: bearing towards land; trails start within ±50° of it. */
  land: number | null;
  /** Places near the city that trails are named after. */
  spots: readonly string[];
}

export interface CountryPlace {
  country: string;
  cities: readonly CityPlace[];
}

const city = (
  name: string,
  lat: number,
  lon: number,
  altitude: number,
  spots: readonly string[],
  land: number | null = null,
): CityPlace => ({ name, lat, lon, altitude, land, spots });

export const PLACES: readonly CountryPlace[] = [
  {
    country: 'Jordan',
    cities: [
      city('Amman', 31.951, 35.933, 850, ['Wadi Al Seer', 'Iraq Al Amir', 'Ain Ghazal', 'Jabal Al Qalaa']),
      city('Wadi Musa', 30.322, 35.479, 1100, ['Little Petra', 'Jabal Haroun', 'Ad Deir', 'Wadi Muthlim', 'Al Khubtha']),
      city('Aqaba', 29.532, 35.006, 60, ['Wadi Yutm', 'Jabal Ashrafiyeh', 'Aqaba Mountains'], 90),
      city('Madaba', 31.717, 35.794, 780, ['Mount Nebo', 'Wadi Zarqa Main', 'Main Springs', 'Mukawir']),
      city('Ajloun', 32.333, 35.752, 1050, ['Ajloun Forest', 'Ajloun Castle', 'Orjan', 'Rasun']),
      city('Dana', 30.674, 35.611, 1200, ['Wadi Ghuwayr', 'Wadi Dana', 'Feynan', 'Rummana']),
      city('Wadi Rum', 29.576, 35.42, 950, ['Jebel Umm Ad Dami', 'Burdah Arch', 'Khazali Canyon', 'Jebel Rum']),
    ],
  },
  {
    country: 'Lebanon',
    cities: [
      city('Beirut', 33.894, 35.502, 60, ['Pigeon Rocks', 'Beit Mery', 'Horsh Beirut', 'Nahr Beirut'], 90),
      city('Byblos', 34.121, 35.648, 40, ['Nahr Ibrahim', 'Adonis Valley', 'Jeita', 'Afqa'], 90),
      city('Bsharri', 34.251, 36.011, 1500, ['Qadisha', 'Cedars of God', 'Qannoubine', 'Qurnat As Sawda']),
      city('Tyre', 33.271, 35.196, 20, ['Ras Al Ain', 'Qana', 'Tyre Coast'], 100),
      city('Baalbek', 34.006, 36.211, 1150, ['Yammouneh', 'Nabi Sheet', 'Baalbek Quarry']),
      city('Jezzine', 33.542, 35.584, 950, ['Jezzine Falls', 'Bkassine Pines', 'Niha Fortress', 'Shouf Cedars']),
    ],
  },
  {
    country: 'Oman',
    cities: [
      city('Muscat', 23.588, 58.383, 30, ['Wadi Mayh', 'Mutrah', 'Bandar Khayran', 'Al Bustan'], 210),
      city('Nizwa', 22.933, 57.53, 520, ['Sayq Plateau', 'Wadi Muaydin', 'Birkat Al Mawz', 'Tanuf']),
      city('Salalah', 17.019, 54.089, 40, ['Wadi Darbat', 'Ain Khor', 'Jebel Samhan', 'Ayn Razat'], 0),
      city('Sur', 22.567, 59.529, 20, ['Wadi Shab', 'Wadi Tiwi', 'Ras Al Hadd', 'Bimmah Sinkhole'], 220),
      city('Al Hamra', 23.117, 57.283, 700, ['Jebel Shams', 'Misfat Al Abriyeen', 'Wadi Ghul', 'Al Hoota']),
    ],
  },
  {
    country: 'Morocco',
    cities: [
      city('Marrakesh', 31.629, -7.981, 470, ['Palmeraie', 'Jbilet Hills', 'Menara', 'Agafay']),
      city('Imlil', 31.137, -7.919, 1740, ['Toubkal', 'Aroumd', 'Tizi n Mzik', 'Sidi Chamharouch']),
      city('Chefchaouen', 35.171, -5.27, 600, ['Akchour', 'Gods Bridge', 'Jebel El Kalaa', 'Ras El Maa']),
      city('Fes', 34.033, -5.0, 410, ['Zalagh', 'Sidi Harazem', 'Borj Nord', 'Oued Fes']),
      city('Ouarzazate', 30.92, -6.893, 1150, ['Fint Oasis', 'Tifoultoute', 'Ait Benhaddou', 'Mansour Eddahbi']),
      city('Agadir', 30.427, -9.598, 70, ['Paradise Valley', 'Taghazout', 'Kasbah Hill', 'Aourir'], 80),
    ],
  },
  {
    country: 'Türkiye',
    cities: [
      city('Antalya', 36.897, 30.713, 40, ['Düden Falls', 'Tünektepe', 'Kurşunlu', 'Lycian Way'], 0),
      city('Fethiye', 36.622, 29.116, 30, ['Butterfly Valley', 'Kayaköy', 'Babadağ', 'Ölüdeniz'], 120),
      city('Göreme', 38.643, 34.829, 1100, ['Rose Valley', 'Love Valley', 'Pigeon Valley', 'Red Valley']),
      city('Trabzon', 41.002, 39.717, 50, ['Boztepe', 'Sumela', 'Sera Lake', 'Zigana'], 180),
      city('Kaş', 36.202, 29.638, 20, ['Kekova', 'Çukurbağ', 'Limanağzı', 'Lycian Way'], 0),
      city('Ayder', 40.953, 41.103, 1350, ['Kaçkar', 'Gelinçiçeği', 'Yukarı Kavrun', 'Huser']),
    ],
  },
  {
    country: 'Georgia',
    cities: [
      city('Tbilisi', 41.716, 44.783, 500, ['Narikala', 'Mtatsminda', 'Turtle Lake', 'Tbilisi Sea']),
      city('Stepantsminda', 42.657, 44.643, 1740, ['Gergeti', 'Truso', 'Juta', 'Gveleti Falls']),
      city('Mestia', 43.045, 42.727, 1500, ['Chalaadi Glacier', 'Koruldi Lakes', 'Ushguli', 'Mazeri']),
      city('Borjomi', 41.839, 43.389, 800, ['Borjomi Park', 'Likani', 'Sadgeri', 'Bakuriani']),
      city('Kutaisi', 42.27, 42.705, 150, ['Sataplia', 'Okatse Canyon', 'Prometheus Cave', 'Gelati']),
      city('Telavi', 41.92, 45.473, 570, ['Alaverdi', 'Ikalto', 'Gombori Pass', 'Tsinandali']),
    ],
  },
];

/** The seed's place of a city id (ids follow PLACES' order, from 1). */
export function cityPlaces(): CityPlace[] {
  return PLACES.flatMap((p) => p.cities);
}

export function seedPlaces(): {
  countries: Map<number, CountryRecord>;
  cities: Map<number, CityRecord>;
} {
  const countries = new Map<number, CountryRecord>();
  const cities = new Map<number, CityRecord>();
  let cityId = 1;
  PLACES.forEach((place, i) => {
    const countryId = i + 1;
    countries.set(countryId, { id: countryId, name: place.country });
    for (const c of place.cities) {
      cities.set(cityId, { id: cityId, name: c.name, countryId, lat: c.lat, lon: c.lon, altitude: c.altitude });
      cityId++;
    }
  });
  return { countries, cities };
}

export function seedTags(rng: Rng, now: number): Map<number, TagRecord> {
  const tags = new Map<number, TagRecord>();
  const threeYears = 3 * 365 * 86_400_000;
  TAG_NAMES.forEach((name, i) => {
    // Older tags first: ids grow with createdAt, roughly; the newest is a few days old.
    const createdAt = new Date(now - threeYears + (i / TAG_NAMES.length) * threeYears * 0.98 + rng.int(0, 86_400_000));
    tags.set(i + 1, { id: i + 1, name, createdAt: createdAt.toISOString() });
  });
  return tags;
}
