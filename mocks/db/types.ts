/** Record shapes of the fake backend's in-memory tables (storage shapes, not wire shapes). */
import type { ReviewStatus } from '../../src/api/reviews/schemas';
import type {
  CarType,
  Difficulty,
  PathPoint,
  RouteType,
  TrailStatus,
} from '../../src/api/trails/schemas';
import type { Role, UserStatus } from '../../src/api/users/schemas';
import type { Table } from './changes';

export type SeedScale = 'default' | 'large';

export interface CountryRecord {
  id: number;
  name: string;
}

export interface CityRecord {
  id: number;
  name: string;
  countryId: number;
  /** Centre of the city, used to place its trails. */
  lat: number;
  lon: number;
  /** Typical ground altitude around the city, in metres. */
  altitude: number;
}

export interface TrailRecord {
  id: number;
  name: string;
  description: string;
  status: TrailStatus;
  difficulty: Difficulty;
  type: RouteType;
  carType: CarType;
  /** "N hours M minutes". */
  time: string;
  /** Kilometres, rounded to 0.1. */
  distance: number;
  /** Metres, rounded to 1; null when the path has no altitudes. */
  elevationGain: number | null;
  rating: number | null;
  cityId: number;
  createdAt: string;
  /** Photo file names (a photo's id); the wire carries their URLs. */
  photos: string[];
  tagIds: number[];
  startingPoint: { lon: number; lat: number } | null;
  /** Treated as immutable: replace the array, never mutate it (clones share it). */
  trailPath: readonly PathPoint[] | null;
}

export interface WaypointRecord {
  id: number;
  trailId: number;
  name: string;
  description: string;
  photos: string[];
  longitude: number;
  latitude: number;
  active: boolean;
}

export interface TagRecord {
  id: number;
  name: string;
  createdAt: string;
}

export interface ReviewRecord {
  id: number;
  trailId: number;
  userId: number;
  status: ReviewStatus;
  rating: number;
  text: string;
  difficulty: Difficulty | null;
  photos: string[];
  createdAt: string;
}

export interface UserRecord {
  id: number;
  name: string;
  username: string;
  email: string;
  phoneNumber: string | null;
  /** Photo file name or null; the wire carries its URL. */
  photo: string | null;
  status: UserStatus;
  role: Role;
  premiumActivatedAt: string | null;
  premiumExpiresAt: string | null;
  emergencyContactName: string | null;
  emergencyContactNumber: string | null;
  hikeCount: number;
  savedTrails: number;
  totalHikeDistance: number;
  createdAt: string;
  firstName: string | null;
  lastName: string | null;
  /** Only the demo accounts (and users created with one) can sign in. */
  password: string | null;
}

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface AccessSession {
  userId: number;
  expiresAt: number;
}

export interface RefreshSession {
  userId: number;
  expiresAt: number;
  /** A rotated refresh token is dead: using it again answers 401. */
  used: boolean;
}

/** The answer to a write with an Idempotency-Key, kept to replay it. */
export interface StoredResponse {
  status: number;
  body: string;
  contentType: string | null;
  /** Method, path and body of the request: the same key with another request is a 422. */
  fingerprint: string;
  /** Epoch ms; keys are kept for IDEMPOTENCY_TTL_MS. */
  createdAt: number;
}

/** The seed's tables and their rows (each keyed by the row's numeric id). */
export interface SeedRows {
  countries: CountryRecord;
  cities: CityRecord;
  trails: TrailRecord;
  waypoints: WaypointRecord;
  tags: TagRecord;
  reviews: ReviewRecord;
  users: UserRecord;
}

interface SeedInfo {
  scale: SeedScale;
  /** The seed's "now": its dates count back from it. */
  anchor: number;
  /** Photo names the seed references; their PNGs are generated on first request. */
  seededPhotos: Set<string>;
}

/** The tables produced by the seed (plain Maps). */
export type SeedTables = SeedInfo & { [K in keyof SeedRows]: Map<number, SeedRows[K]> };

/** The fake backend's database: every table records its writes (mocks/db/changes.ts). */
export type Db = SeedInfo & { [K in keyof SeedRows]: Table<number, SeedRows[K]> } & {
  /** Uploaded files by name (photo file names are unique). */
  files: Table<string, StoredFile>;
  /** Uploaded .kml text per trail id; without one the file is generated from trailPath. */
  kml: Table<number, string>;
  accessTokens: Table<string, AccessSession>;
  refreshTokens: Table<string, RefreshSession>;
  /** `${userId} ${key}` → the answer given the first time. */
  idempotency: Table<string, StoredResponse>;
  /** Bump after inserting/deleting rows or changing createdAt/cityId/country links. */
  version: number;
};
