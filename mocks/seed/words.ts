/** Hand-written word lists for the seed (small and fast; no faker). */

export const TAG_NAMES = [
  'waterfall', 'family-friendly', 'desert', 'canyon', 'forest', 'coastal', 'summit', 'lake',
  'river', 'wildflowers', 'bird-watching', 'historic', 'ruins', 'cave', 'dog-friendly',
  'shaded', 'sunrise', 'sunset', 'wildlife', 'spring-water', 'scrambling', 'via-ferrata',
  'camping', 'picnic', 'photography', 'snow', 'cedar-grove', 'olive-groves', 'terraces',
  'village-walk', 'hot-springs', 'sand-dunes', 'rock-formations', 'stargazing', 'beach',
  'gorge', 'monastery', 'vineyards', 'alpine-meadow', 'wheelchair-accessible',
] as const;

export const NAME_PREFIXES = [
  'Upper', 'Lower', 'Old', 'Hidden', 'Great', 'Little', 'North', 'South', 'East', 'West',
  'High', 'Red', 'White', 'Black', 'Golden',
] as const;

export const NAME_FEATURES = [
  'Canyon', 'Ridge', 'Gorge', 'Valley', 'Falls', 'Springs', 'Cedars', 'Terraces', 'Crest',
  'Pass', 'Plateau', 'Cliffs', 'Pools', 'Oasis', 'Meadows', 'Caves',
] as const;

/**
 * Names that promise a climb (a ridge, a crest, a summit, a pass, a mountain or hill, in
 * English or in the place's own Arabic or Turkish name): a trail named so climbs
 * (mocks/seed/paths.ts, CLIMB_MIN_RELIEF_M).
 */
export const CLIMB_NAME = /\b(?:Ridge|Crest|Summit|Peak|Pass|Mount|Mountains|Jabal|Jebel|Hills?)\b|(?:tepe|dağ)(?=\s|$)/u;

export const NAME_KINDS = ['Trail', 'Loop', 'Path', 'Walk', 'Trek', 'Circuit', 'Hike', 'Route'] as const;

/** Suffixes that make names longer than 30 characters. */
export const NAME_LONG_SUFFIXES = [
  'and Waterfall Traverse',
  'via the Shepherds\u2019 Terraces',
  'Sunrise Summit Scramble',
  'to the Abandoned Monastery',
] as const;

export const DESCRIPTION_SENTENCES = [
  'The path starts at the village square and climbs gently through olive terraces.',
  'Expect loose scree on the upper section; sturdy boots are a must.',
  'Shade is scarce after mid-morning, so carry at least two litres of water per person.',
  'A spring near the halfway point is reliable from March to June.',
  'The views over the valley from the ridge are among the best in the region.',
  'Local guides can be hired at the trailhead, and parking is free.',
  'Part of the route follows an old caravan road, with stone walls still visible.',
  'In winter the upper switchbacks can be icy; check conditions before setting out.',
  'Wildflowers carpet the slopes in spring, attracting butterflies and bees.',
  'The descent is steep and rocky; walking poles help a lot.',
  'A small tea house at the end of the trail serves sage tea and bread.',
  'Several rock pools invite a swim on hot days, but watch for flash-flood warnings.',
  'Signposting is sparse in places, so keep an offline map handy.',
  'Birdwatchers often spot griffon vultures and Bonelli\u2019s eagles along the cliffs.',
  'The last kilometre runs along the river through oleander and reeds.',
] as const;

export const FIRST_NAMES = [
  'Omar', 'Lina', 'Karim', 'Nour', 'Yousef', 'Maya', 'Rami', 'Sara', 'Hadi', 'Leila',
  'Tariq', 'Rana', 'Samir', 'Dalia', 'Ziad', 'Aya', 'Fadi', 'Hala', 'Nabil', 'Reem',
  'Ahmet', 'Elif', 'Mehmet', 'Zeynep', 'Giorgi', 'Nino', 'Levan', 'Ana', 'Youssef', 'Salma',
  'Hamza', 'Imane', 'Khalid', 'Fatma', 'Sultan', 'Aisha', 'David', 'Emma', 'Lucas', 'Chloe',
] as const;

export const LAST_NAMES = [
  'Haddad', 'Khoury', 'Nasser', 'Saleh', 'Mansour', 'Aziz', 'Farah', 'Hamdan', 'Jaber',
  'Karam', 'Yilmaz', 'Demir', 'Kaya', 'Beridze', 'Kapanadze', 'Gelashvili', 'El Idrissi',
  'Benali', 'Al Balushi', 'Al Harthy', 'Rahman', 'Suleiman', 'Odeh', 'Shami', 'Martin',
  'Dubois', 'Weber', 'Rossi', 'Silva', 'Novak',
] as const;

export const REVIEW_OPENERS = [
  'Great trail!',
  'Loved it.',
  'Harder than expected.',
  'Beautiful views, but very hot.',
  'Perfect for a Friday morning with the kids.',
  'Not well marked.',
  'Stunning.',
  'A bit crowded on weekends.',
  'Our guide was excellent and the path was clear the whole way.',
  'Muddy after the rain, bring spare socks.',
] as const;

export const REVIEW_DETAILS = [
  'We started at 6 am and finished before the heat, which I recommend to everyone.',
  'The spring at the halfway point was dry in September, so carry enough water.',
  'The last section is a steep scramble; hands needed in two places.',
  'Parking at the trailhead fills up by 9 on Fridays.',
  'We saw ibex near the ridge and a lot of birds of prey above the cliffs.',
  'The tea house at the end was closed, but the village shop sold cold drinks.',
  'Signs are missing after the second junction; keep left at the big rock.',
  'Took us much longer than the listed time with two children, but worth every minute.',
] as const;

/** Texts that must render as inert text, never as markup. */
export const REVIEW_MARKUP = [
  'The <b>best</b> hike of my year, no contest.',
  'Nice walk <script>alert("xss")</script> but the path was eroded.',
  '<img src=x onerror=alert(1)> views were ok & the guide said "5 > 4".',
  'Bring <em>lots</em> of water & sunscreen.',
] as const;

export const WAYPOINT_NAMES = [
  'Trailhead', 'Spring', 'Viewpoint', 'Old Mill', 'Rest Area', 'Cave Entrance', 'Summit Cairn',
  'River Crossing', 'Shepherd Hut', 'Ruined Chapel', 'Rock Pool', 'Junction', 'Tea House',
  'Cedar Grove', 'Cliff Edge',
] as const;

export const WAYPOINT_DESCRIPTIONS = [
  'Good spot for a break, with shade until noon.',
  'Fill your bottles here; the water is safe to drink.',
  'Keep children close, the drop is sheer.',
  'The path forks here: take the upper branch.',
  'Remains of a Byzantine-era structure.',
  'A wide panorama over the valley and the villages below.',
] as const;
