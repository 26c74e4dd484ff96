/**
 * What ffmpeg/ffprobe may open for an (untrusted) upload. Demuxers: the product's containers (MP4/MOV
 * family, MKV/WebM, AVI) and still images; anything else — HLS/concat playlists that reference other
 * files, subtitle or tty tricks that render text into frames — is refused before it is parsed.
 * Protocols: a local path may only read files; a URL (the API's loopback server) only http(s), so a
 * served file can never make ffmpeg read the local disk.
 */
export const INPUT_FORMAT_WHITELIST = 'mov,matroska,avi,image2,jpeg_pipe,png_pipe';

export const isUrl = (source: string): boolean => /^https?:\/\//i.test(source);

/** Input options to put before `-i source`. */
export function inputPolicyArgs(source: string): string[] {
  return [
    '-format_whitelist',
    INPUT_FORMAT_WHITELIST,
    '-protocol_whitelist',
    isUrl(source) ? 'http,https,tcp,tls' : 'file',
  ];
}

/** ffmpeg's complaint when the input is a format or protocol outside the policy. */
export const isPolicyRefusal = (stderr: string): boolean => /not on (the )?whitelist/i.test(stderr);
