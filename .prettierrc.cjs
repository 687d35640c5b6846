/** AdonisJS's preset; lines as long as the code base has always had them. */
module.exports = { ...require('@adonisjs/prettier-config'), printWidth: 140 }
