/** The staff and buyer-organization routes' bodies and answers are the domain's wire schemas, which the web infers its types from. */
export {
  staffUserSchema as staffBody,
  staffUserUpdateSchema as staffUpdate,
  staffRowSchema as staffRow,
  buyerCompanySchema as buyerCompanyBody,
  buyerCompanyRowSchema as buyerCompanyRow,
} from '@portal/domain';
