import { Article } from "../modules/article/article.entity";
import { Column } from "../modules/column/column.entity";
import { DailySentence } from "../modules/daily-sentence/daily-sentence.entity";
import { HomeInfo, SiteVisit } from "../modules/home-info/home-info.entity";
import { OwnerProfile } from "../modules/owner-profile/owner-profile.entity";
import { SiteInfo } from "../modules/site-info/site-info.entity";
import { User } from "../modules/user/user.entity";
import { Captcha, LoginFailure, Session, TrustedDevice } from "../modules/auth/auth.entities";
import { CacheVersion } from "../cache/cache-version.entity";
import { Link } from "../modules/link/link.entity";
import { Message } from "../modules/message/message.entity";
import { TableRow } from "../kernel/table-row";

/** Every table the ORM knows about. */
export const entities = [
  TableRow,
  Column,
  Article,
  DailySentence,
  User,
  SiteInfo,
  HomeInfo,
  SiteVisit,
  OwnerProfile,
  Session,
  Captcha,
  LoginFailure,
  TrustedDevice,
  Link,
  Message,
  CacheVersion,
];
