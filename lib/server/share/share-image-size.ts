// The size of every share preview image: the 1.91:1 card Open Graph and Twitter both show.
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
