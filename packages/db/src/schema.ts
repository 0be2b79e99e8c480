/** Row types of the database, as Kysely sees them (snake_case columns, portable types). */
import type { Generated, Insertable, Selectable } from 'kysely';

export interface FontTable {
  id: Generated<number>;
  /** Public id of the font (spec: fontGNo). */
  font_gno: string;
  /** A face of a family points at the family's main face (spec: childFontResource). */
  parent_id: number | null;
  family_name: string;
  english_name: string;
  style_name: string;
  style_category: string;
  license_type: string;
  license_name: string | null;
  designer: string | null;
  foundry: string | null;
  description: string;
  release_date: string | null;
  /** JSON array of Chinese tags. */
  tags: string;
  /** Marker text; containing `jijiangshangxian` means 即将上线 (spec §5). */
  wapper_tag: string | null;
  glyph_count: number;
  weight: number;
  sample_text: string;
  /** File-store key of the original font file (spec: ttfPath). */
  ttf_path: string;
  /** File-store key of a WOFF version, when one exists (spec: woffPath). */
  woff_path: string | null;
  file_hash: string;
  file_size: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface DownloadSettingTable {
  id: Generated<number>;
  font_id: number;
  format: string;
  /** 1 when this format may be downloaded. */
  download: number;
}

export interface FriendshipLinkTable {
  id: Generated<number>;
  name: string;
  url: string;
  sort_order: number;
}

export interface DictEntryTable {
  id: Generated<number>;
  dict_key: string;
  dict_number: string;
  dict_label: string;
  dict_value: string;
  sort_order: number;
}

export interface Database {
  font: FontTable;
  download_setting: DownloadSettingTable;
  friendship_link: FriendshipLinkTable;
  dict_entry: DictEntryTable;
}

export type FontRow = Selectable<FontTable>;
export type NewFont = Insertable<FontTable>;
