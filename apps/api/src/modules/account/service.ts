/**
 * Accounts (spec §3–§8, issue 4): send a code, register by phone or e-mail, log in by password or
 * by code, who am I, log out. Answers never tell whether an account exists before a code proves the
 * person controls it.
 */
import { randomBytes } from 'node:crypto';
import { ApiError, type UserInfo } from '@hanmo/contract';
import { passwordError } from '@hanmo/contract/passwords.server';
import { PROFILE_LIMITS } from '@hanmo/contract/schemas';
import type { ApiDeps } from '../../deps.ts';
import { hashToken } from '../../http/auth.ts';
import { consumeCaptchaVerification } from '../captcha/service.ts';
import { CODE_MESSAGES, type CodePurpose, checkCode, issueCode, withdrawCode } from './codes.ts';
import { DeliveryError, type Sender, createSenders, maskAccount } from './delivery.ts';
import { storeAvatar } from './avatar.ts';
import { passwordLimits } from './limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';

export interface LoginAnswer {
  token: string;
  /** Seconds the session lasts (the cookie's max-age). */
  expired: number;
}

const now = (deps: ApiDeps) => deps.now?.() ?? new Date();

const RESET_TICKET_MS = 10 * 60_000;

const PURPOSE_TEXT: Record<CodePurpose, string> = { register: '注册账号', login: '登录', reset: '重设密码', bind: '绑定账号' };

export function accountService(deps: ApiDeps) {
  let senders: { sms: Sender; email: Sender } | undefined;
  const sendersOf = () => (senders ??= createSenders(deps));

  async function newSession(userId: number): Promise<LoginAnswer> {
    const token = randomBytes(32).toString('base64url');
    const at = now(deps);
    await repo.insertSession(deps.db.db, userId, hashToken(token), at, new Date(at.getTime() + deps.config.sessionTtlSeconds * 1000));
    return { token, expired: deps.config.sessionTtlSeconds };
  }

  return {
    /** Sends a code; the same answer whether or not the account exists. */
    async sendCode(body: { account: string; type: CodePurpose; captchaVerification: string }, ip: string): Promise<string> {
      if (!(await consumeCaptchaVerification(deps, body.captchaVerification))) {
        throw new ApiError(400, '滑块验证已失效，请重新验证');
      }
      const code = await issueCode(deps, body.type, body.account, ip);
      const email = repo.isEmail(body.account);
      try {
        await sendersOf()[email ? 'email' : 'sms'].send({
          to: body.account,
          subject: `翰墨字库${PURPOSE_TEXT[body.type]}验证码`,
          text: `【翰墨字库】您正在${PURPOSE_TEXT[body.type]}，验证码 ${code}，5 分钟内有效。如非本人操作，请忽略。`,
        });
      } catch (error) {
        // Not delivered: the person may ask again at once, and the undelivered code is void.
        await withdrawCode(deps, body.type, body.account);
        if (error instanceof DeliveryError) throw new ApiError(502, error.message);
        throw error;
      }
      deps.logger.info({ to: maskAccount(body.account), purpose: body.type }, 'verification code sent');
      return email ? CODE_MESSAGES.sentEmail : CODE_MESSAGES.sentSms;
    },

    async register(account: { phone: string | null; email: string | null }, code: string, password: string): Promise<LoginAnswer> {
      const problem = passwordError(password);
      if (problem) throw new ApiError(400, problem);
      const target = (account.phone ?? account.email)!;
      if (!(await checkCode(deps, 'register', target, code))) throw new ApiError(400, CODE_MESSAGES.wrong);
      const token = randomBytes(32).toString('base64url');
      const at = now(deps);
      const userId = await repo.createUserWithSession(
        deps.db.db,
        {
          phone: account.phone,
          email: account.email?.toLowerCase() ?? null,
          passwordHash: await hashPassword(password),
          nickname: `墨友${target.slice(-4)}`,
          now: at,
        },
        { tokenHash: hashToken(token), expiresAt: new Date(at.getTime() + deps.config.sessionTtlSeconds * 1000) },
      );
      // Said only now that the code proved the person controls the phone or mailbox.
      if (userId === undefined) throw new ApiError(409, account.phone ? '该手机号已注册，请直接登录' : '该邮箱已注册，请直接登录');
      return { token, expired: deps.config.sessionTtlSeconds };
    },

    async loginWithPassword(account: string, password: string, ip: string): Promise<LoginAnswer> {
      const limits = passwordLimits(deps, account, ip);
      await limits.refuseIfLocked();
      const user = await repo.findUserByAccount(deps.db.db, account);
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok) {
        await limits.recordFailure();
        throw new ApiError(401, '账号或密码错误');
      }
      await limits.clear();
      return newSession(user.id);
    },

    async loginWithCode(account: string, code: string): Promise<LoginAnswer> {
      if (!(await checkCode(deps, 'login', account, code))) throw new ApiError(400, CODE_MESSAGES.wrong);
      const user = await repo.findUserByAccount(deps.db.db, account);
      if (!user) throw new ApiError(404, '该账号尚未注册，请先注册');
      return newSession(user.id);
    },

    /** Step 1 of a reset: a right code gives a ticket (10 minutes, one use) for step 2. */
    async verifyResetCode(account: string, code: string): Promise<{ resetTicket: string }> {
      if (!(await checkCode(deps, 'reset', account, code))) throw new ApiError(400, CODE_MESSAGES.wrong);
      const user = await repo.findUserByAccount(deps.db.db, account);
      if (!user) throw new ApiError(404, '该账号尚未注册');
      const resetTicket = randomBytes(24).toString('base64url');
      await deps.cache.set(`reset:${resetTicket}`, String(user.id), RESET_TICKET_MS);
      return { resetTicket };
    },

    /** Step 2: the new password; every session of the user is revoked. */
    async resetPassword(resetTicket: string, password: string): Promise<void> {
      const problem = passwordError(password);
      if (problem) throw new ApiError(400, problem);
      const userId = await deps.cache.take(`reset:${resetTicket}`);
      if (!userId) throw new ApiError(400, '重设链接已失效，请重新获取验证码');
      await repo.setPassword(deps.db.db, Number(userId), await hashPassword(password), now(deps));
    },

    /** A signed-in change: the old password must be right; other sessions are revoked. */
    async changePassword(userId: number, token: string, oldPassword: string, password: string, ip: string): Promise<void> {
      const user = await repo.findUserById(deps.db.db, userId);
      const limits = passwordLimits(deps, `user:${userId}`, ip);
      await limits.refuseIfLocked();
      if (!(await verifyPassword(user?.password_hash, oldPassword))) {
        await limits.recordFailure();
        throw new ApiError(400, '原密码不正确');
      }
      const problem = passwordError(password);
      if (problem) throw new ApiError(400, problem);
      await repo.setPassword(deps.db.db, userId, await hashPassword(password), now(deps), hashToken(token));
    },

    async bind(userId: number, account: string, code: string): Promise<void> {
      if (!(await checkCode(deps, 'bind', account, code))) throw new ApiError(400, CODE_MESSAGES.wrong);
      if (!(await repo.bindAccount(deps.db.db, userId, account, now(deps)))) {
        throw new ApiError(409, repo.isEmail(account) ? '该邮箱已绑定其他账号' : '该手机号已绑定其他账号');
      }
    },

    async unbind(userId: number, type: 'phone' | 'email'): Promise<void> {
      const outcome = await repo.unbindAccount(deps.db.db, userId, type, now(deps));
      if (outcome === 'absent') throw new ApiError(400, type === 'phone' ? '尚未绑定手机号' : '尚未绑定邮箱');
      if (outcome === 'last') throw new ApiError(400, '这是唯一的登录方式，请先绑定另一种再解绑');
    },

    async updateProfile(userId: number, form: { nickname?: string; avatar?: File }): Promise<UserInfo> {
      const changes: { nickname?: string; avatarKey?: string } = {};
      if (form.nickname !== undefined) {
        const nickname = form.nickname.trim();
        if (!nickname) throw new ApiError(400, '参数 nickname 无效：昵称不能为空');
        if ([...nickname].length > PROFILE_LIMITS.nicknameMaxChars) throw new ApiError(400, `参数 nickname 无效：昵称不能超过 ${PROFILE_LIMITS.nicknameMaxChars} 个字`);
        changes.nickname = nickname;
      }
      // The image is checked and stored before the row changes; a refused image changes nothing.
      if (form.avatar) changes.avatarKey = await storeAvatar(deps, form.avatar);
      if (changes.nickname === undefined && changes.avatarKey === undefined) throw new ApiError(400, '没有要修改的内容');
      await repo.updateProfile(deps.db.db, userId, changes, now(deps));
      return this.userInfo(userId);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await repo.revokeSession(deps.db.db, hashToken(token), now(deps));
    },

    async userInfo(userId: number): Promise<UserInfo> {
      const user = await repo.findUserById(deps.db.db, userId);
      if (!user) throw new ApiError(404, '用户不存在');
      return {
        id: user.id,
        nickname: user.nickname,
        phone: user.phone ? maskAccount(user.phone) : null,
        email: user.email ? maskAccount(user.email) : null,
        avatar: user.avatar_key ? `/files/${user.avatar_key}` : null,
        createdAt: user.created_at,
      };
    },
  };
}

