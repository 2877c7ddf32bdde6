import { shade } from './colours';
import { OBJECT_SHAPES, type Material } from './object-shapes';
import { objectsBox, PLINTH_HALF_WIDTH, PLINTH_HEIGHT, type Scene } from './scene';

/**
 * A scene as the two SVGs librsvg rasterises: the objects (shaded with gradients, no SVG filters, which
 * would be slow at full size) and the backdrop with its light, shadows and vignette (smooth, so drawn small).
 */

const MATERIAL_COLOURS: Record<Exclude<Material, 'body' | 'accent'>, [string, string]> = {
  dark: ['#4a4e55', '#16181b'],
  metal: ['#eef0f2', '#7c828a'],
  light: ['#fbf8f2', '#cfc8bb'],
};

function gradients(id: string, [from, to]: [string, string]): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0.85" y2="1">` +
    `<stop offset="0" stop-color="${shade(from, 0.28)}"/><stop offset="0.45" stop-color="${from}"/><stop offset="1" stop-color="${shade(to, -0.35)}"/></linearGradient>`
  );
}

/** The objects on a transparent canvas, full size, cropped to `objectsBox(scene)`. */
export function objectsSvg(scene: Scene): string {
  const defs: string[] = [
    '<radialGradient id="gloss" cx="0.3" cy="0.22" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="shadeSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>',
  ];
  for (const [name, colours] of Object.entries(MATERIAL_COLOURS)) defs.push(gradients(name, colours));
  const body: string[] = [];
  scene.objects.forEach((object, index) => {
    const id = `b${index}`;
    defs.push(gradients(id, object.colours));
    defs.push(gradients(`a${index}`, [shade(object.colours[1], 0.45), shade(object.colours[1], -0.1)]));
    if (object.plinth) {
      const [fx, fy, half] = OBJECT_SHAPES[object.icon].foot;
      const s = object.scale;
      const cx = object.x + fx * s;
      const top = object.y + fy * s;
      const rx = PLINTH_HALF_WIDTH * s;
      const ry = rx * 0.22;
      const bottom = top + s * PLINTH_HEIGHT;
      defs.push(gradients(`p${index}`, [shade(object.plinth.colour, 0.1), shade(object.plinth.colour, -0.25)]));
      body.push(
        `<path d="M${cx - rx} ${top}v${bottom - top}a${rx} ${ry} 0 0 0 ${2 * rx} 0v${top - bottom}z" fill="url(#p${index})"/>` +
          `<path d="M${cx - rx} ${top}v${bottom - top}a${rx} ${ry} 0 0 0 ${2 * rx} 0v${top - bottom}z" fill="url(#shadeSide)"/>` +
          `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${shade(object.plinth.colour, 0.18)}"/>` +
          `<ellipse cx="${cx + rx * 0.08}" cy="${top + ry * 0.08}" rx="${half * s * 1.1}" ry="${half * s * 0.16}" fill="#000" opacity="0.22"/>`,
      );
    }
    const transform = `translate(${object.x.toFixed(1)} ${object.y.toFixed(1)}) scale(${object.scale.toFixed(3)}) rotate(${object.rotate.toFixed(2)} 50 50)${object.mirror ? ' translate(100 0) scale(-1 1)' : ''}`;
    const parts = OBJECT_SHAPES[object.icon].parts.map((part) => {
      const paint = part.material === 'body' ? `url(#${id})` : part.material === 'accent' ? `url(#a${index})` : `url(#${part.material})`;
      const edge = shade(part.material === 'body' ? object.colours[1] : MATERIAL_COLOURS[part.material === 'accent' ? 'dark' : part.material][1], -0.5);
      if (part.stroke) {
        return `<path d="${part.d}" fill="none" stroke="${edge}" stroke-opacity="0.6" stroke-width="${part.stroke + 0.8}" stroke-linecap="round" stroke-linejoin="round"/><path d="${part.d}" fill="none" stroke="${paint}" stroke-width="${part.stroke}" stroke-linecap="round" stroke-linejoin="round"/>`;
      }
      const gloss = part.gloss ? `<path d="${part.d}" fill="url(#gloss)"/><path d="${part.d}" fill="url(#shadeSide)"/>` : '';
      return `<path d="${part.d}" fill="${paint}" stroke="${edge}" stroke-opacity="0.45" stroke-width="0.7" stroke-linejoin="round"/>${gloss}`;
    });
    body.push(`<g transform="${transform}">${parts.join('')}</g>`);
  });
  const { left, top, width, height } = objectsBox(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/** Backdrop, light, floor shadows and vignette: all smooth, so rendered at a quarter of the size and upscaled. */
const BACKDROP_SCALE = 4;

export function backdropSvg(scene: Scene): string {
  const { width: w, height: h, wall, horizon } = scene;
  const hz = horizon / h;
  const defs: string[] = [];
  const body: string[] = [];
  if (scene.table) {
    defs.push(
      `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, -0.2)}"/><stop offset="1" stop-color="${shade(wall, 0.05)}"/></linearGradient>`,
      `<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(scene.table, -0.18)}"/><stop offset="0.25" stop-color="${scene.table}"/><stop offset="1" stop-color="${shade(scene.table, 0.12)}"/></linearGradient>`,
    );
    body.push(`<rect width="${w}" height="${horizon}" fill="url(#wall)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#table)"/>`);
    body.push(`<rect y="${horizon}" width="${w}" height="${h * 0.006}" fill="#fff" opacity="0.25"/>`);
  } else {
    // A paper sweep: darker at the top, brightest where it bends, a touch darker towards the camera.
    defs.push(
      `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, -0.22)}"/><stop offset="${(hz * 0.8).toFixed(3)}" stop-color="${shade(wall, 0.04)}"/><stop offset="${Math.min(0.98, hz + 0.06).toFixed(3)}" stop-color="${shade(wall, 0.12)}"/><stop offset="1" stop-color="${shade(wall, -0.06)}"/></linearGradient>`,
    );
    body.push(`<rect width="${w}" height="${h}" fill="url(#wall)"/>`);
  }
  const [lx, ly] = scene.light;
  defs.push(
    `<radialGradient id="key" gradientUnits="userSpaceOnUse" cx="${lx * w}" cy="${ly * h}" r="${Math.max(w, h) * 0.75}"><stop offset="0" stop-color="#fff8ec" stop-opacity="0.42"/><stop offset="1" stop-color="#fff8ec" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="vignette" gradientUnits="userSpaceOnUse" cx="${w / 2}" cy="${h * 0.45}" r="${Math.hypot(w, h) * 0.55}"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></radialGradient>`,
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.5" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
  );
  if (scene.windowLight) {
    // Soft slanted light from a window falling across the wall and table.
    defs.push('<linearGradient id="window" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fffaf0" stop-opacity="0"/><stop offset="0.3" stop-color="#fffaf0" stop-opacity="0.22"/><stop offset="0.7" stop-color="#fffaf0" stop-opacity="0.22"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></linearGradient>');
    body.push(`<path d="M${w * 0.05} 0h${w * 0.3}l${w * 0.25} ${h}h${-w * 0.3}z" fill="url(#window)"/>`);
  }
  body.push(`<rect width="${w}" height="${h}" fill="url(#key)"/>`);
  for (const object of scene.objects) {
    const [fx, fy, half] = OBJECT_SHAPES[object.icon].foot;
    const s = object.scale;
    let cx = object.x + fx * s;
    let cy = object.y + fy * s;
    let rx = half * s * 1.3;
    if (object.plinth) {
      rx = PLINTH_HALF_WIDTH * s;
      cy += s * PLINTH_HEIGHT + rx * 0.2;
    }
    cx += rx * 0.18;
    // A wide soft shadow cast away from the light and a dark contact shadow.
    body.push(`<ellipse cx="${cx + rx * 0.25}" cy="${cy + rx * 0.02}" rx="${rx * 1.9}" ry="${rx * 0.42}" fill="url(#shadow)" opacity="0.55"/>`);
    body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.05}" ry="${rx * 0.14}" fill="url(#shadow)"/>`);
  }
  body.push(`<rect width="${w}" height="${h}" fill="url(#vignette)"/>`);
  const sw = Math.round(w / BACKDROP_SCALE);
  const sh = Math.round(h / BACKDROP_SCALE);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}
