import { get, post, put, type ApiResult } from './request';
import { succeeded } from './auth';

/** The signed-in user's profile (part 2 §3, Profile). */
export interface Profile {
  nickName: string;
  userName: string;
  supplierName: string | null;
  tin: string | null;
  phonenumber: string | null;
  email: string | null;
}

/** The editable part of the profile. */
export interface ProfileUpdate {
  email: string;
  /** Absent: the stored phone stays (part 2 §7 sends the e-mail alone); the profile page always sends it. */
  phonenumber?: string;
  /** Code sent to a new e-mail address. */
  smsCode?: string;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const getProfile = () => succeeded(get<ApiResult<Profile>>('/system/user/profile/getInfo'));

export const updateProfile = (update: ProfileUpdate) => succeeded(post('/system/user/profile/updateInfo', update));

export const changePassword = (change: PasswordChange) => succeeded(put('/system/user/profile/updatePwd', change));
