/** Icon size of a game tile (3:2); the box scales to the column keeping the ratio. Shared with the entry's first view. */
export const TILE_ICON = { width: 180, height: 120 } as const;
