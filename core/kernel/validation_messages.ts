import vine, { SimpleMessagesProvider } from '@vinejs/vine'

/**
 * Chinese default messages for every validator; validators override per field where the
 * spec gives a wording.
 */
export function useChineseValidationMessages() {
  vine.messagesProvider = new SimpleMessagesProvider(
    {
      'required': '请填写{{ field }}',
      'string': '{{ field }}必须是文本',
      'number': '{{ field }}必须是数字',
      'boolean': '{{ field }}必须是布尔值',
      'email': '请输入正确的电子邮箱',
      'minLength': '{{ field }}至少需要 {{ min }} 个字符',
      'maxLength': '{{ field }}不能超过 {{ max }} 个字符',
      'min': '{{ field }}不能小于 {{ min }}',
      'max': '{{ field }}不能大于 {{ max }}',
      'enum': '{{ field }}的值无效',
      'in': '{{ field }}的值无效',
      'regex': '{{ field }}格式不正确',
      'url': '{{ field }}必须是有效的网址',
      'array': '{{ field }}必须是数组',
      'object': '{{ field }}格式不正确',
      'confirmed': '两次输入不一致',
      'sameAs': '两次输入不一致',
      'mobile': '请输入正确的手机号码',
      'array.minLength': '{{ field }}至少需要 {{ min }} 项',
      'array.maxLength': '{{ field }}不能超过 {{ max }} 项',
      'array.fixedLength': '{{ field }}必须是 {{ size }} 项',
      'array.notEmpty': '{{ field }}不能为空',
      'array.distinct': '{{ field }}不能有重复项',
      'number.in': '{{ field }}的值无效',
      'string.in': '{{ field }}的值无效',
      'date': '{{ field }}必须是有效的日期',
      'alpha': '{{ field }}只能包含字母',
      'alphaNumeric': '{{ field }}只能包含字母和数字',
      'integer': '{{ field }}必须是整数',
      'positive': '{{ field }}必须是正数',
      'withoutDecimals': '{{ field }}必须是整数',
      'database.unique': '{{ field }}已被使用',
      'database.exists': '{{ field }}不存在',
    },
    {
      username: '用户名',
      password: '密码',
      email: '电子邮箱',
      mobile: '手机号码',
      title: '标题',
      old_password: '原密码',
      new_password: '新密码',
    }
  )
}
