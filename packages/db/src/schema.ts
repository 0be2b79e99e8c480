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
  postscript_name: string | null;
  font_version: string | null;
  /** OS/2 width class, 1–9 (5 = normal). */
  width: Generated<number>;
  /** 1 for an italic face. */
  italic: Generated<number>;
  /** OS/2 vendor id. */
  vendor: string | null;
  license_text: string | null;
  license_url: string | null;
  /** JSON: variable axes [{ tag, name, min, default, max }], or null for a static font. */
  axes: string | null;
  /** JSON: Coverage of the standard character sets (see @hanmo/fonts). */
  coverage: string | null;
  /** The 通用规范汉字表 level-1 characters the face lacks. */
  missing_level1: string | null;
  /** Faces with the same key form one family. */
  family_key: string | null;
  /** Hash of the file as it was imported (WOFF/WOFF2 are stored decoded); with face_index, makes import idempotent. */
  source_hash: string | null;
  /** Index of the face inside a TTC/OTC collection. */
  face_index: Generated<number>;
  source_format: string | null;
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

export interface UserTable {
  id: Generated<number>;
  phone: string | null;
  email: string | null;
  password_hash: string | null;
  nickname: string;
  avatar_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface FontDownloadTable {
  id: Generated<number>;
  user_id: number;
  font_id: number;
  format: string;
  created_at: string;
}

export interface MessageOutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export interface Database {
  message_outbox: MessageOutboxTable;
  app_user: UserTable;
  user_session: SessionTable;
  font_download: FontDownloadTable;
  font: FontTable;
  download_setting: DownloadSettingTable;
  friendship_link: FriendshipLinkTable;
  dict_entry: DictEntryTable;
}

export type FontRow = Selectable<FontTable>;
export type NewFont = Insertable<FontTable>;
