export {
  LinkTile,
  LinkTileDescription,
  LinkTileTitle,
  type LinkTileProps,
  type LinkTileTitleProps,
} from './link-tile.tsx';
