import { type GeoPermissibleObjects, geoArea, geoMercator, geoPath } from 'd3-geo';
import chinaGeoJson from 'china-geojson/src/geojson/china.json';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { provinceCode } from '../../../resources/stats/provinces.ts';

/**
 * China's provinces as SVG paths. The outlines are AntV's province-level GeoJSON (package
 * `china-geojson`, bundled: nothing is fetched at run time); only the large screen imports this
 * module, lazily, so its ≈ 340 kB stay out of every other page's download.
 */

export interface ProvinceShape {
  /** GB/T 2260 two-digit code (resources/stats/provinces.ts); null for the South China Sea inset, which is drawn but holds no data. */
  code: string | null;
  name: string;
  d: string;
}

type Shape = Feature<Geometry, { name: string }>;

/**
 * d3-geo reads a ring's winding as which side is inside: a polygon wound the other way covers the
 * whole globe but itself (some of the package's South China Sea inset are). Such polygons are
 * turned round, one by one, as one feature may mix both.
 */
function woundPolygon(rings: Position[][]): Position[][] {
  const area = geoArea({ type: 'Polygon', coordinates: rings });
  return area > 2 * Math.PI ? rings.map((ring) => [...ring].reverse()) : rings;
}

function wound(feature: Shape): Shape {
  const { geometry } = feature;
  if (geometry.type === 'Polygon') return { ...feature, geometry: { ...geometry, coordinates: woundPolygon(geometry.coordinates) } };
  if (geometry.type === 'MultiPolygon') return { ...feature, geometry: { ...geometry, coordinates: geometry.coordinates.map(woundPolygon) } };
  return feature;
}

const FEATURES: Shape[] = (chinaGeoJson as unknown as FeatureCollection<Geometry, { name: string }>).features.map(wound);

/** The provinces fitted into a `width` × `height` box (Mercator: the projection readers know from every map app). */
export function provinceShapes(width: number, height: number): ProvinceShape[] {
  const collection = { type: 'FeatureCollection', features: FEATURES } as FeatureCollection;
  const projection = geoMercator().fitSize([width, height], collection as GeoPermissibleObjects);
  const path = geoPath(projection);
  return FEATURES.map((feature) => ({
    code: provinceCode(feature.properties.name),
    name: feature.properties.name,
    d: path(feature as GeoPermissibleObjects) ?? '',
  }));
}
