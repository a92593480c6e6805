import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output } from 'mediabunny';

/**
 * A real, playable H.264 MP4 of one still picture, made in JavaScript so the demo has videos on
 * machines without ffmpeg. No encoder is needed: the first frame stores its pixels uncompressed
 * (I_PCM macroblocks, H.264 §7.3.5) and every later frame repeats it (all macroblocks skipped).
 * mediabunny writes the MP4 boxes around those frames.
 */

/** A picture as sharp's `.raw()` gives it: 3 bytes (RGB) per pixel, row by row. */
export interface RgbPicture {
  data: Uint8Array;
  width: number;
  height: number;
}

const FRAME_RATE = 10;
const PROFILE_BASELINE = 66;
const LEVEL_3_0 = 30;
/** 4 bits of frame_num (log2_max_frame_num_minus4 = 0). */
const FRAME_NUM_BITS = 4;

/** Writes the bit fields of H.264 syntax: fixed-width, Exp-Golomb and the closing stop bit. */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  bits(value: number, count: number): this {
    for (let i = count - 1; i >= 0; i -= 1) {
      this.current = (this.current << 1) | ((value >>> i) & 1);
      this.used += 1;
      if (this.used === 8) {
        this.bytes.push(this.current);
        this.current = 0;
        this.used = 0;
      }
    }
    return this;
  }

  /** ue(v): unsigned Exp-Golomb. */
  ue(value: number): this {
    const length = Math.floor(Math.log2(value + 1));
    return this.bits(0, length).bits(value + 1, length + 1);
  }

  alignWithZeros(): this {
    return this.used ? this.bits(0, 8 - this.used) : this;
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  finish(): Uint8Array {
    this.bits(1, 1).alignWithZeros();
    return Uint8Array.from(this.bytes);
  }
}

/** A NAL unit: its header byte, then the payload with emulation prevention bytes (§7.4.1). */
function nalUnit(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros === 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

function sequenceParameterSet(mbWidth: number, mbHeight: number, cropBottom: number): Uint8Array {
  const w = new BitWriter().bits(PROFILE_BASELINE, 8).bits(0b11000000, 8).bits(LEVEL_3_0, 8);
  w.ue(0)
    .ue(FRAME_NUM_BITS - 4)
    .ue(2)
    .ue(1)
    .bits(0, 1); // sps id, frame_num bits, POC type 2, one reference, no gaps
  w.ue(mbWidth - 1)
    .ue(mbHeight - 1)
    .bits(1, 1)
    .bits(1, 1); // size in macroblocks, frames only, direct 8×8
  if (cropBottom)
    w.bits(1, 1)
      .ue(0)
      .ue(0)
      .ue(0)
      .ue(cropBottom / 2);
  else w.bits(0, 1);
  return nalUnit(3, 7, w.bits(0, 1).finish()); // no VUI
}

function pictureParameterSet(): Uint8Array {
  // ids 0, CAVLC, one slice group, one reference, no weighting, QP 26, no deblocking control.
  const w = new BitWriter().ue(0).ue(0).bits(0, 1).bits(0, 1).ue(0).ue(0).ue(0).bits(0, 1).bits(0, 2);
  w.ue(0).ue(0).ue(0).bits(0, 1).bits(0, 1).bits(0, 1); // se(0) is ue(0)
  return nalUnit(3, 8, w.finish());
}

/** The IDR frame: every macroblock I_PCM, its 256 luma and 2×64 chroma samples as they are. */
function pcmFrame(yuv: { y: Uint8Array; u: Uint8Array; v: Uint8Array }, width: number, mbWidth: number, mbHeight: number): Uint8Array {
  const w = new BitWriter().ue(0).ue(7).ue(0).bits(0, FRAME_NUM_BITS).ue(0).bits(0, 1).bits(0, 1).ue(0); // slice header, IDR marking, QP delta 0
  const half = width / 2;
  for (let my = 0; my < mbHeight; my += 1) {
    for (let mx = 0; mx < mbWidth; mx += 1) {
      w.ue(25).alignWithZeros(); // I_PCM, then pcm_alignment_zero_bits
      for (let row = 0; row < 16; row += 1) for (let col = 0; col < 16; col += 1) w.bits(yuv.y[(my * 16 + row) * width + mx * 16 + col], 8);
      for (const plane of [yuv.u, yuv.v])
        for (let row = 0; row < 8; row += 1) for (let col = 0; col < 8; col += 1) w.bits(plane[(my * 8 + row) * half + mx * 8 + col], 8);
    }
  }
  return nalUnit(3, 5, w.finish());
}

/** A P frame that skips every macroblock: the picture before it, again. */
function repeatFrame(frameNum: number, macroblocks: number): Uint8Array {
  const w = new BitWriter().ue(0).ue(5).ue(0).bits(frameNum, FRAME_NUM_BITS).bits(0, 1).bits(0, 1).bits(0, 1).ue(0); // header, no overrides, sliding window
  return nalUnit(2, 1, w.ue(macroblocks).finish());
}

/** BT.601 studio-range YUV 4:2:0 of an RGB picture padded to whole macroblocks; samples kept in 1..254. */
function toYuv(picture: RgbPicture, width: number, height: number) {
  const clamp = (value: number) => Math.min(254, Math.max(1, Math.round(value)));
  const rgb = (x: number, y: number) => {
    const at = (Math.min(y, picture.height - 1) * picture.width + Math.min(x, picture.width - 1)) * 3;
    return [picture.data[at], picture.data[at + 1], picture.data[at + 2]];
  };
  const y = new Uint8Array(width * height);
  const u = new Uint8Array((width / 2) * (height / 2));
  const v = new Uint8Array(u.length);
  for (let row = 0; row < height; row += 1)
    for (let col = 0; col < width; col += 1) {
      const [r, g, b] = rgb(col, row);
      y[row * width + col] = clamp(16 + 0.257 * r + 0.504 * g + 0.098 * b);
    }
  for (let row = 0; row < height / 2; row += 1)
    for (let col = 0; col < width / 2; col += 1) {
      const [r, g, b] = rgb(col * 2, row * 2);
      u[row * (width / 2) + col] = clamp(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      v[row * (width / 2) + col] = clamp(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  return { y, u, v };
}

/** avcC (ISO 14496-15): the decoder configuration the MP4 carries, with 4-byte NAL lengths. */
function avcConfiguration(sps: Uint8Array, pps: Uint8Array): Uint8Array {
  const length = (n: number) => [n >> 8, n & 0xff];
  return Uint8Array.from([1, sps[1], sps[2], sps[3], 0xff, 0xe1, ...length(sps.length), ...sps, 1, ...length(pps.length), ...pps]);
}

const lengthPrefixed = (nal: Uint8Array) => {
  const out = new Uint8Array(nal.length + 4);
  new DataView(out.buffer).setUint32(0, nal.length);
  out.set(nal, 4);
  return out;
};

/** An MP4 showing `picture` (even width and height) for `seconds`. */
export async function stillVideoMp4(picture: RgbPicture, seconds: number): Promise<Buffer> {
  const mbWidth = Math.ceil(picture.width / 16);
  const mbHeight = Math.ceil(picture.height / 16);
  const [width, height] = [mbWidth * 16, mbHeight * 16];
  const sps = sequenceParameterSet(mbWidth, mbHeight, height - picture.height);
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(source, { frameRate: FRAME_RATE });
  await output.start();
  const frames = Math.max(1, Math.round(seconds * FRAME_RATE));
  const duration = 1 / FRAME_RATE;
  const first = lengthPrefixed(pcmFrame(toYuv(picture, width, height), width, mbWidth, mbHeight));
  const codec = `avc1.${[sps[1], sps[2], sps[3]].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  await source.add(new EncodedPacket(first, 'key', 0, duration), {
    decoderConfig: { codec, codedWidth: picture.width, codedHeight: picture.height, description: avcConfiguration(sps, pictureParameterSet()) },
  });
  for (let frame = 1; frame < frames; frame += 1) {
    const repeat = lengthPrefixed(repeatFrame(frame % (1 << FRAME_NUM_BITS), mbWidth * mbHeight));
    await source.add(new EncodedPacket(repeat, 'delta', frame * duration, duration));
  }
  source.close();
  await output.finalize();
  return Buffer.from(output.target.buffer as ArrayBuffer);
}
