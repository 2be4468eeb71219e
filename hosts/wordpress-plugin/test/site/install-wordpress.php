<?php
/**
 * Installs WordPress without its web installer, as the site tier needs it: the database, the site
 * (admin), the Showroom plugin activated, and an Author. Settings are left to the test, which saves
 * them on the plugin's settings page. Reads SHOWROOM_WP_* from the environment.
 *
 * @package Showroom
 */

$showroom_dir = getenv( 'SHOWROOM_WP_DIR' );
$showroom_url = getenv( 'SHOWROOM_WP_URL' );

$showroom_db = new mysqli( 'localhost', 'root', '', '', 0, getenv( 'SHOWROOM_WP_SOCKET' ) );
$showroom_db->query( 'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4' );
$showroom_db->close();

// What a web request would give WordPress.
$_SERVER['HTTP_HOST']   = parse_url( $showroom_url, PHP_URL_HOST ) . ':' . parse_url( $showroom_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', true );
require $showroom_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

wp_install( 'Showroom test site', 'admin', 'admin@example.test', false, '', getenv( 'SHOWROOM_WP_ADMIN_PASSWORD' ) );

$showroom_activated = activate_plugin( 'showroom/showroom.php' );
if ( is_wp_error( $showroom_activated ) ) {
	fwrite( STDERR, 'activate_plugin: ' . $showroom_activated->get_error_message() . "\n" );
	exit( 1 );
}

$showroom_author = wp_insert_user(
	array(
		'user_login' => 'author',
		'user_pass'  => getenv( 'SHOWROOM_WP_AUTHOR_PASSWORD' ),
		'user_email' => 'author@example.test',
		'role'       => 'author',
	)
);
if ( is_wp_error( $showroom_author ) ) {
	fwrite( STDERR, 'wp_insert_user: ' . $showroom_author->get_error_message() . "\n" );
	exit( 1 );
}
echo "WordPress installed with the Showroom plugin\n";
