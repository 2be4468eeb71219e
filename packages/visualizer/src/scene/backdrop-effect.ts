import { BlendFunction, Effect } from 'postprocessing';
import { Color, Uniform } from 'three';

/**
 * The room's backdrop laid in after tone mapping, at its own colour (decision 0117): the scene is
 * drawn on a clear (alpha 0) target so the tone mapping moves only the room's pixels, and this last
 * effect fills what the room leaves clear. Tone mapped with the room, the day's light backdrop turned
 * grey on real GPUs, unlike software GL (where three clears to the colour and tone maps only what it
 * draws). Premultiplied: a multisampled edge is part room, part backdrop.
 */
const FRAGMENT = /* glsl */ `
uniform vec3 backdrop;
void mainImage(const in vec4 inputColor, const in vec2 uv, out vec4 outputColor) {
  outputColor = vec4(inputColor.rgb + backdrop * (1.0 - inputColor.a), 1.0);
}`;

export class BackdropEffect extends Effect {
  /** The backdrop's colour, linear (as three keeps a `Color`); copied into the shader each frame. */
  readonly colour: Color;

  constructor() {
    const colour = new Color();
    super('BackdropEffect', FRAGMENT, {
      blendFunction: BlendFunction.SRC,
      uniforms: new Map([['backdrop', new Uniform(colour)]]),
    });
    this.colour = colour;
  }
}
